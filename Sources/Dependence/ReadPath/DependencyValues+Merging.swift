extension DependencyValues {
  /// These values, captured when an object was created, combined with the values `current`
  /// heads: those of a read or scope that uses the object later.
  ///
  /// When one set was derived from the other (one scope is nested in the other), the derived set
  /// holds everything and wins. Otherwise the current values are written over the captured ones.
  @inlinable
  func combined(withCurrent current: OverrideNode?) -> DependencyValues {
    Self.resolved(current: current, captured: head)
  }

  /// The values a read resolves against: `current` combined with what a wrapper `captured`, as
  /// ``combined(withCurrent:)`` describes. Static, so a read borrows the captured head instead of
  /// copying it: an override read drops from 502 to 411 instructions (`Docs/Performance.md`).
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

  /// This container's overrides with `other`'s written on top, resolving through `other`'s test
  /// scope if it carries one, and else through this container's.
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

  /// A container with no overrides that carries no test scope: its defaults come from the
  /// scope of the test running at the read, or the process's.
  package static var unscoped: DependencyValues { DependencyValues(head: nil) }

  /// Marks the values set so far as those the test starts from (its traits' or base class's):
  /// `prepareDependencies` then counts only what the test sets above them as a scope's.
  package mutating func markTestBase() {
    head = OverrideMark.testBase(on: head)
  }

  /// The values a read in a SwiftUI view resolves against, given the view's environment
  /// values: see `BoundValues.viewHead(environment:)`.
  package static func forView(environment: DependencyValues) -> DependencyValues {
    DependencyValues(head: BoundValues.viewHead(environment: environment.head))
  }
}
