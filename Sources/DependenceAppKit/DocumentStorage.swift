package import Dependence

/// Dependency values stored per document, keyed by the document's identity.
///
/// AppKit's `NSDocument` gets its `dependencies` here. An entry holds its document weakly: a
/// document that goes away reads as having no entry at once, and its values are released the
/// next time the storage is written to or counted.
@MainActor
package final class DocumentStorage {
  private struct Entry {
    weak var document: AnyObject?
    var values: DependencyValues
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The storage of every document in the process.
  package static let shared = DocumentStorage()

  package init() {}

  /// The values stored for `document`, or `nil` when none were.
  package func storedValues(for document: AnyObject) -> DependencyValues? {
    guard let entry = entries[ObjectIdentifier(document)], entry.document === document else {
      return nil
    }
    return entry.values
  }

  /// The values stored for `document`, or an empty container.
  package func values(for document: AnyObject) -> DependencyValues {
    storedValues(for: document) ?? DependencyValues()
  }

  /// Stores `values` for `document`, replacing what was stored.
  package func setValues(_ values: DependencyValues, for document: AnyObject) {
    removeReleased()
    entries[ObjectIdentifier(document)] = Entry(document: document, values: values)
  }

  /// Removes the values stored for `document`.
  package func removeValues(for document: AnyObject) {
    if storedValues(for: document) != nil { entries[ObjectIdentifier(document)] = nil }
  }

  /// How many documents still alive have values stored.
  package var count: Int {
    removeReleased()
    return entries.count
  }

  private func removeReleased() {
    entries = entries.filter { $0.value.document != nil }
  }
}
