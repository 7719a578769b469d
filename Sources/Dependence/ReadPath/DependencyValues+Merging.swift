extension DependencyValues {
  /// These captured values combined with those `current` heads: when one was derived from the
  /// other, the derived one wins; otherwise the current values are written over these.
  @inlinable
  func combined(withCurrent current: OverrideNode?) -> DependencyValues {
    Self.resolved(current: current, captured: head)
  }

  /// The values a read resolves against, as ``combined(withCurrent:)`` describes. Static, so a
  /// read borrows `captured` instead of copying it (an override read: 502 → 411 instructions).
  @inlinable
  static func resolved(current: OverrideNode?, captured: OverrideNode?) -> DependencyValues {
    guard let current, let captured, current !== captured else {
      return DependencyValues(head: current ?? captured)
    }
    return DependencyValues(head: captured).combined(captured, withUnrelated: current)
  }

  @usableFromInline
  func combined(_ head: OverrideNode, withUnrelated current: OverrideNode) -> DependencyValues {
    if head.descends(from: current) { return self }
    if current.descends(from: head) { return DependencyValues(head: current) }
    return merging(DependencyValues(head: current))
  }

  /// These overrides with `other`'s on top, resolving through `other`'s test scope, else ours.
  package func merging(_ other: DependencyValues) -> DependencyValues {
    let scope = other.head?.scope ?? head?.scope
    if !hasOverrides, other.head?.scope === scope { return other }
    if !other.hasOverrides, head?.scope === scope { return self }
    return DependencyValues(head: other.rebuilt(on: rebuilt(on: scope.map(OverrideMark.root(of:)))))
  }

  /// This container's value nodes, newest of each key only, copied on top of `base`.
  func rebuilt(on base: OverrideNode?) -> OverrideNode? {
    var result = base
    for node in overrides.reversed() { result = node.reparented(onto: result) ?? result }
    return result
  }

  /// Whether the container sets at least one dependency (a test scope it carries is not one).
  package var hasOverrides: Bool { head?.setsValues == true }

  /// The newest node of each overridden key, newest first.
  package var overrides: [OverrideNode] { head?.effectiveValueNodes ?? [] }

  /// The test scope these values carry, if any.
  package var testScope: DefaultScope? { head?.scope }

  /// A container with no overrides and no test scope.
  package static var unscoped: DependencyValues { DependencyValues(head: nil) }

  /// Marks the values set so far as the test's base, which `prepareDependencies` does not count.
  package mutating func markTestBase() {
    head = OverrideMark.testBase(on: head)
  }

  /// The values a read in a SwiftUI view resolves against: see `BoundValues.viewHead`.
  package static func forView(environment: DependencyValues) -> DependencyValues {
    DependencyValues(head: BoundValues.viewHead(environment: environment.head))
  }
}
