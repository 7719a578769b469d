public import Synchronization

/// One override in a ``DependencyValues``: an immutable node of a list, newest first.
///
/// Setting a value pushes a node; a scope binds the list's head. Besides value nodes, a list may
/// hold marks that set nothing: the bottom of a test's values (which carries the test's
/// ``DefaultScope``), and the line above the values a test starts from.
@usableFromInline
package class OverrideNode: @unchecked Sendable {
  // Immutable after init; subclasses add only immutable, Sendable values.
  @usableFromInline let key: ObjectIdentifier
  @usableFromInline let next: OverrideNode?
  /// ``next``, borrowed: valid while this node lives, so that a read can walk the list without
  /// touching reference counts.
  @usableFromInline let borrowedNext: Unmanaged<OverrideNode>?
  let depth: Int
  /// Where the defaults of these values come from, when the list belongs to a test scope.
  @usableFromInline let scope: DefaultScope?
  /// ``scope``, borrowed: valid while this node lives, and read without a reference count, which
  /// two threads reading defaults in one test would otherwise contend on.
  @usableFromInline let borrowedScope: Unmanaged<DefaultScope>?
  /// The newest context set in the list, so that reading the context walks nothing.
  @usableFromInline let context: DependencyContext?
  /// Whether this node or one below it sets a value.
  @usableFromInline let setsValues: Bool
  /// Whether the test scope of these values records what is read in it.
  @usableFromInline let recordsReads: Bool

  @usableFromInline
  init(
    key: ObjectIdentifier, next: OverrideNode?, scope: DefaultScope?,
    context: DependencyContext?, setsValue: Bool
  ) {
    self.key = key
    self.next = next
    self.borrowedNext = next.map(Unmanaged.passUnretained)
    self.depth = (next?.depth ?? 0) + 1
    self.scope = scope
    self.borrowedScope = scope.map(Unmanaged.passUnretained)
    self.context = context
    self.setsValues = setsValue || next?.setsValues == true
    self.recordsReads = scope?.accesses != nil
  }

  /// Whether `ancestor` is below this node in its list: these values were derived from those.
  func descends(from ancestor: OverrideNode) -> Bool {
    var node = next
    while let current = node {
      if current === ancestor { return true }
      node = current.next
    }
    return false
  }

  /// How messages name the key this node overrides.
  var dependencyName: String { "" }

  /// The node's value in a box for a default cache, or `nil` for a mark.
  func makeBox() -> AnyDependencyBox? { nil }

  /// A node with the same value on top of `next`, or `nil` for a mark.
  func reparented(onto next: OverrideNode?) -> OverrideNode? { nil }
}

/// A node that sets `Key`'s value.
@usableFromInline
final class ValueNode<Key: TestDependencyKey>: OverrideNode, @unchecked Sendable {
  // Immutable but for the atomic `wasRead`; `Key.Value` is Sendable.
  @usableFromInline let value: Key.Value
  /// Set by the first read, which records it in the scope's log.
  @usableFromInline let wasRead = Atomic(false)

  // Inlinable, so that setting a value in a `withDependencies` closure is specialized for its key.
  @inlinable
  init(_ value: Key.Value, next: OverrideNode?) {
    self.value = value
    let context = Key.self == ContextKey.self ? value as? DependencyContext : next?.context
    super.init(
      key: ObjectIdentifier(Key.self), next: next, scope: next?.scope, context: context,
      setsValue: true)
  }

  override var dependencyName: String { Dependence.dependencyName(Key.self) }

  /// Records in the scope's log that this override was read, the first time.
  @usableFromInline
  func noteRead() {
    guard !wasRead.load(ordering: .relaxed), !wasRead.exchange(true, ordering: .relaxed) else {
      return
    }
    scope?.accesses?.record(Key.self, from: .override)
  }

  override func makeBox() -> AnyDependencyBox? { DependencyBox<Key>(value, isPrepared: true) }

  override func reparented(onto next: OverrideNode?) -> OverrideNode? {
    ValueNode(value, next: next)
  }
}

/// The marks a list may hold.
enum OverrideMark {
  /// The bottom of a test's values: it gives them the test's ``DefaultScope``.
  enum ScopeRoot {}
  /// The top of the values a test starts from (its traits' or base class's), below anything the
  /// test itself overrides.
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

  /// Whether a value is set above the values the test started from: by a `withDependencies`
  /// scope rather than by the test's traits or base class.
  var setsValuesAboveTestBase: Bool {
    var node: OverrideNode? = self
    while let current = node, current.key != ObjectIdentifier(OverrideMark.TestBase.self) {
      if current.makesValue { return true }
      node = current.next
    }
    return false
  }
}
