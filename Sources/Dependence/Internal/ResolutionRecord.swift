/// What one key-path read on ``DependencyValues`` resolved, to decide whether a ``Dependency``
/// wrapper may remember the result.
///
/// A result is remembered only when the key path read exactly one key, that key's value is the
/// whole result (so `\.date.now` is read afresh each time), and the value cannot change for the
/// same values: an override, or a default from a cache owned by the values or the process.
@usableFromInline
struct ResolutionRecord {
  var keysRead = 0
  var lastKey: (any TestDependencyKey.Type)?
  var isStable = true

  mutating func record<Key: TestDependencyKey>(_: Key.Type, stable: Bool) {
    keysRead += 1
    lastKey = Key.self
    isStable = isStable && stable
  }

  func allowsRemembering<Result>(_ result: Result.Type) -> Bool {
    readsOneKey(result) && isStable
  }

  /// Whether the read was of exactly one key, whose value type is the whole `Result`'s.
  func readsOneKey<Result>(_: Result.Type) -> Bool {
    guard keysRead == 1, let lastKey else { return false }
    return valueType(of: lastKey) == Result.self
  }

  private func valueType<Key: TestDependencyKey>(of _: Key.Type) -> Any.Type { Key.Value.self }
}

/// A pointer to the record of the read in progress, carried by the values being read.
@usableFromInline
struct ResolutionRecorder: @unchecked Sendable {
  // Set only on a local copy of the values, for one synchronous read on one thread.
  let record: UnsafeMutablePointer<ResolutionRecord>

  @usableFromInline
  func recordOverride<Key: TestDependencyKey>(_: Key.Type) {
    record.pointee.record(Key.self, stable: true)
  }
}
