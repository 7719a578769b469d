/// What a ``BoxTable`` holds: an immutable object found by the identity of its key.
@usableFromInline
package class TableEntry: @unchecked Sendable {
  // Immutable; subclasses add only immutable, Sendable values.
  /// The identity of what the entry is for: a key type, or a key path object.
  @usableFromInline let key: ObjectIdentifier

  @usableFromInline
  init(key: ObjectIdentifier) {
    self.key = key
  }
}
