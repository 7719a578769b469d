/// The values of objects for ``withDependencies(from:_:operation:fileID:filePath:line:column:)``.
@usableFromInline
enum ScopeObjects {
  private struct Remembered: @unchecked Sendable {
    // The object is only compared by identity and checked for being alive, never used.
    weak var object: AnyObject?
    let values: DependencyValues
  }

  private struct State {
    var objects: [ObjectIdentifier: Remembered] = [:]
    /// The count at which dead entries are swept next.
    var sweepAt = 64
  }

  private static let state = LockedValue(State())

  /// Returns `result`, remembering the current values for it if it is an object.
  @inlinable
  static func remember<Result>(_ result: Result) -> Result {
    // Inlined and specialized, the check folds away for a result that is not a class.
    if Result.self is AnyClass { remember(object: result as AnyObject) }
    return result
  }

  /// Remembers the current values for `object`.
  @usableFromInline
  static func remember(object: AnyObject) {
    let remembered = Remembered(object: object, values: .current)
    state.withLock { state in
      state.objects[ObjectIdentifier(object)] = remembered
      if state.objects.count >= state.sweepAt {
        state.objects = state.objects.filter { $0.value.object != nil }
        state.sweepAt = max(64, state.objects.count * 2)
      }
    }
  }

  /// The values of `object`, or none (reported at `location`) when it has none to give.
  static func values(of object: AnyObject, reportingAt location: SourceLocation) -> DependencyValues {
    if let captured = capturedValues(of: object) { return captured }
    let remembered = state.withLock { state -> DependencyValues? in
      guard let entry = state.objects[ObjectIdentifier(object)], entry.object === object else {
        return nil
      }
      return entry.values
    }
    if let remembered { return remembered }
    reportIssue(
      """
      withDependencies(from:) was given a '\(typeName(type(of: object)))', which has no \
      dependency values to pass on: it holds no '@Dependency' property and was not returned \
      from a 'withDependencies' operation. Give it a '@Dependency' property, or create it \
      inside 'withDependencies { … } operation: { … }'.
      """,
      at: location)
    return DependencyValues(head: nil)
  }

  /// The values `object`'s `@Dependency` properties captured, merged in order, or `nil`.
  private static func capturedValues(of object: AnyObject) -> DependencyValues? {
    var values: DependencyValues?
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        guard let wrapper = child.value as? any CapturesDependencies else { continue }
        let captured = wrapper.capturedValues ?? DependencyValues(head: nil)
        values = values.map { $0.merging(captured) } ?? captured
      }
      mirror = current.superclassMirror
    }
    return values
  }
}
