/// A collection of dependency values, read and written by key.
///
/// Register a dependency with a property whose getter and setter use `self[Key.self]`.
public struct DependencyValues: Sendable {
  /// The newest override, or `nil` when nothing is overridden and no test scope is carried.
  @usableFromInline var head: OverrideNode?
  /// Whether an update closure is changing these values: its reads are not uses.
  @usableFromInline package var isBeingUpdated = false

  /// Creates a container with no overrides (in a test, resolving in the test's scope).
  public init() {
    head = BoundValues.head?.scope.map(OverrideMark.root(of:))
  }

  @inlinable
  init(head: OverrideNode?) {
    self.head = head
  }

  /// A container with no overrides that resolves its defaults in `scope`.
  package init(scope: DefaultScope) {
    head = OverrideMark.root(of: scope)
  }

  /// The values bound by the innermost ``withDependencies(_:operation:)``, or no overrides.
  public static var current: DependencyValues {
    DependencyValues(head: BoundValues.head)
  }

  /// This container's override of `key`, or else its default; writing sets an override here.
  @inlinable
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      guard let node = head?.node(for: ObjectIdentifier(Key.self)) else {
        return defaultValue(Key.self)
      }
      // A node for `Key` is a `ValueNode<Key>`: only its initializer stores `Key`'s identity.
      let value = unsafeDowncast(node, to: ValueNode<Key>.self).value
      if !isBeingUpdated {
        head?.scope?.observer?.noteRead(Key.self, value: value, fromOverride: true)
      }
      return value
    }
    set {
      head = ValueNode<Key>(newValue, next: compacted(head))
    }
  }

  /// The value of `key`, as `self[key]` reads it.
  ///
  /// - Parameters:
  ///   - key: The key to read.
  ///   - accessor: The key path of the property whose getter calls this; unused.
  /// - Returns: The value of `key`.
  @inlinable
  public func dependencyEntry<Key: TestDependencyKey>(
    _ key: Key.Type, accessor: @autoclosure () -> PartialKeyPath<DependencyValues>
  ) -> Key.Value {
    self[key]
  }

  /// The context whose defaults this container resolves: the detected one unless overridden.
  public var context: DependencyContext {
    get { head?.context ?? (head?.scope ?? DefaultScope.ambient()).context }
    set { self[ContextKey.self] = newValue }
  }

  /// The default of `Key` for these values, from the scope they carry or else the ambient one.
  @inlinable
  func defaultValue<Key: TestDependencyKey>(_: Key.Type) -> Key.Value {
    if let scope = head?.scope { return defaultValue(Key.self, in: scope) }
    if TestSupport.isInstalled, let scope = TestSupport.currentScope() {
      return defaultValue(Key.self, in: scope)
    }
    return defaultValue(Key.self, in: DefaultScope.process)
  }

  /// The default of `Key` for these values, from `scope`.
  @inlinable
  func defaultValue<Key: TestDependencyKey>(_: Key.Type, in scope: DefaultScope) -> Key.Value {
    let context = head?.context ?? scope.context
    if isBeingUpdated { return scope.valueToMutate(for: Key.self, context: context) }
    if let (value, isPrepared) = scope.table.value(of: Key.self, in: context) {
      scope.observer?.noteRead(Key.self, value: value, fromOverride: isPrepared)
      return value
    }
    let box = computeDefault(Key.self, in: scope, context: context)
    let value = (box as! DependencyBox<Key>).value
    scope.observer?.noteRead(Key.self, value: value, fromOverride: box.isPrepared)
    return value
  }

  /// Computes the default of `Key` with these values bound, so the default's reads see them.
  @usableFromInline
  func computeDefault<Key: TestDependencyKey>(
    _: Key.Type, in scope: DefaultScope, context: DependencyContext
  ) -> AnyDependencyBox {
    BoundValues.withHead(ifNotBound: head) { scope.computeOrWait(Key.self, context) }
  }

  /// `node`, or a copy without shadowed nodes once the list has grown long.
  @usableFromInline
  func compacted(_ node: OverrideNode?) -> OverrideNode? {
    guard let node, node.depth > 64 else { return node }
    return DependencyValues(head: node).rebuilt(on: node.scope.map(OverrideMark.root(of:)))
  }
}

/// The key behind ``DependencyValues/context``.
@usableFromInline
package enum ContextKey: TestDependencyKey {
  @usableFromInline package static var testValue: DependencyContext { .detected }
}
