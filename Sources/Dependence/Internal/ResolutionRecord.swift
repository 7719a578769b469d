/// What one key-path read on ``DependencyValues`` resolved, to decide whether a ``Dependency``
/// wrapper may remember the result.
///
/// A result is remembered only when the key path read exactly one key, that key's value is the
/// whole result (so `\.date.now` is read afresh each time), and the value cannot change for the
/// same values: an override, or a default from a cache owned by the values or the process.
@usableFromInline
struct ResolutionRecord {
  var keysRead = 0
  var lastValueType: Any.Type?
  var isStable = true

  mutating func record<Value>(_: Value.Type, stable: Bool) {
    keysRead += 1
    lastValueType = Value.self
    isStable = isStable && stable
  }

  func allowsRemembering<Result>(_: Result.Type) -> Bool {
    keysRead == 1 && isStable && lastValueType == Result.self
  }
}

/// A pointer to the record of the read in progress, carried by the values being read.
@usableFromInline
struct ResolutionRecorder: @unchecked Sendable {
  // Set only on a local copy of the values, for one synchronous read on one thread.
  let record: UnsafeMutablePointer<ResolutionRecord>

  @usableFromInline
  func recordOverride<Value>(_: Value.Type) {
    record.pointee.record(Value.self, stable: true)
  }
}
