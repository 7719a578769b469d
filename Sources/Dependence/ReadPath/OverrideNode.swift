/// One override in a ``DependencyValues``: an immutable node of a list, newest first, or a
/// mark that sets nothing (a test scope's root, or the top of a test's base values).
@usableFromInline
package class OverrideNode: @unchecked Sendable {
  // Immutable; subclasses add only immutable, Sendable values.
  @usableFromInline package let key: ObjectIdentifier
  @usableFromInline let next: OverrideNode?
  let depth: Int
  /// Where the defaults of these values come from, when the list belongs to a test scope.
  @usableFromInline let scope: DefaultScope?
  /// The newest context set in the list, so that reading the context walks nothing.
  @usableFromInline let context: DependencyContext?
  /// Whether this node or one below it sets a value.
  @usableFromInline let setsValues: Bool

  @usableFromInline
  init(
    key: ObjectIdentifier, next: OverrideNode?, scope: DefaultScope?,
    context: DependencyContext?, setsValue: Bool
  ) {
    self.key = key
    self.next = next
    self.depth = (next?.depth ?? 0) + 1
    self.scope = scope
    self.context = context
    self.setsValues = setsValue || next?.setsValues == true
  }

  /// The newest node from this one down that sets `key`, if any.
  @inlinable
  final func node(for key: ObjectIdentifier) -> OverrideNode? {
    var node: OverrideNode? = self
    while let current = node {
      if current.key == key { return current }
      node = current.next
    }
    return nil
  }

  /// Whether `ancestor` is below this node in its list: these values were derived from those.
  final func descends(from ancestor: OverrideNode) -> Bool {
    var node = next
    while let current = node {
      if current === ancestor { return true }
      node = current.next
    }
    return false
  }

  /// How messages name the key this node overrides.
  package var dependencyName: String { "" }

  /// The node's value in a box for a scope's defaults in `context`, or `nil` for a mark.
  func makeBox(for context: DependencyContext) -> AnyDependencyBox? { nil }

  /// A node with the same value on top of `next`, or `nil` for a mark.
  func reparented(onto next: OverrideNode?) -> OverrideNode? { nil }
}

/// A node that sets `Key`'s value.
@usableFromInline
final class ValueNode<Key: TestDependencyKey>: OverrideNode, @unchecked Sendable {
  // Immutable; `Key.Value` is Sendable.
  @usableFromInline let value: Key.Value

  // Inlinable, so that setting a value in a `withDependencies` closure is specialized for its key.
  @inlinable
  init(_ value: Key.Value, next: OverrideNode?) {
    self.value = value
    let context = Key.self == ContextKey.self ? value as? DependencyContext : next?.context
    super.init(
      key: ObjectIdentifier(Key.self), next: next, scope: next?.scope, context: context,
      setsValue: true)
  }

  override package var dependencyName: String { Dependence.dependencyName(Key.self) }

  override func makeBox(for context: DependencyContext) -> AnyDependencyBox? {
    DependencyBox<Key>(value, context: context, isPrepared: true)
  }

  override func reparented(onto next: OverrideNode?) -> OverrideNode? {
    ValueNode(value, next: next)
  }
}

/// The marks a list may hold.
enum OverrideMark {
  /// The bottom of a test's values: it gives them the test's ``DefaultScope``.
  enum ScopeRoot {}
  /// The top of the values a test starts from, below what the test itself overrides.
  enum TestBase {}

  /// The bottom node of values resolved in `scope`.
  static func root(of scope: DefaultScope) -> OverrideNode {
    OverrideNode(
      key: ObjectIdentifier(ScopeRoot.self), next: nil, scope: scope, context: nil,
      setsValue: false)
  }

  /// A mark on top of `next`: what lies below is the values a test starts from.
  static func testBase(on next: OverrideNode?) -> OverrideNode {
    OverrideNode(
      key: ObjectIdentifier(TestBase.self), next: next, scope: next?.scope,
      context: next?.context, setsValue: false)
  }
}

extension OverrideNode {
  /// The value nodes from this one down, newest first, keeping only the newest of each key.
  var effectiveValueNodes: [OverrideNode] {
    var seen: Set<ObjectIdentifier> = []
    var nodes: [OverrideNode] = []
    var node: OverrideNode? = self
    while let current = node {
      if current.makesValue, seen.insert(current.key).inserted { nodes.append(current) }
      node = current.next
    }
    return nodes
  }

  /// Whether the node sets a value (rather than being a mark).
  var makesValue: Bool {
    key != ObjectIdentifier(OverrideMark.ScopeRoot.self)
      && key != ObjectIdentifier(OverrideMark.TestBase.self)
  }

  /// Whether a value is set above the test's base values (by a `withDependencies` scope).
  var setsValuesAboveTestBase: Bool {
    var node: OverrideNode? = self
    while let current = node, current.key != ObjectIdentifier(OverrideMark.TestBase.self) {
      if current.makesValue { return true }
      node = current.next
    }
    return false
  }
}
