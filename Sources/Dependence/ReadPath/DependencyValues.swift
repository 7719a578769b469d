/// A collection of dependency values, read and written by key.
///
/// The values set on an instance are its overrides; every other key resolves to its default for
/// the instance's ``context``, computed once and cached (per test, with `DependenceTesting`).
/// Register a dependency with a property whose getter and setter use `self[Key.self]`; read it
/// with ``Dependency``, and override it for a scope with ``withDependencies(_:operation:)``.
public struct DependencyValues: Sendable {
  /// The newest override, or `nil` when nothing is overridden and no test scope is carried.
  @usableFromInline var head: OverrideNode?
  /// Whether a `withDependencies` or `prepareDependencies` closure is changing these values: a
  /// read there neither reports a live value, nor caches, nor counts as a use.
  @usableFromInline package var isBeingUpdated = false

  /// Creates a container with no overrides: every key reads its default (in a test, the running
  /// test's, as for ``current``).
  public init() {
    head = BoundValues.head?.scope.map(OverrideMark.root(of:))
  }

  @inlinable
  init(head: OverrideNode?) {
    self.head = head
  }

  /// A container with no overrides, resolving its defaults in `scope`: the values a test starts
  /// from.
  package init(scope: DefaultScope) {
    head = OverrideMark.root(of: scope)
  }

  /// The values of the current task: those bound by the innermost
  /// ``withDependencies(_:operation:)``, or, outside any scope, a container with no overrides.
  public static var current: DependencyValues {
    DependencyValues(head: BoundValues.head)
  }

  /// The value of a dependency, by its key: this container's override, or else the key's
  /// default for ``context``. Writing sets an override in this container only.
  @inlinable
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      guard let node = head?.node(for: ObjectIdentifier(Key.self)) else {
        return defaultValue(Key.self)
      }
      if !isBeingUpdated { head?.scope?.observer?.noteRead(Key.self, fromOverride: true) }
      // A node for `Key` is a `ValueNode<Key>`: only its initializer stores `Key`'s identity.
      return unsafeDowncast(node, to: ValueNode<Key>.self).value
    }
    set {
      head = ValueNode<Key>(newValue, next: compacted(head))
    }
  }

  /// The value of `key`, read as `self[key]` reads it. A getter may transform the result:
  /// ``Dependency`` runs a key path's getter on every read. `accessor` is not used.
  ///
  /// - Parameters:
  ///   - key: The key to read.
  ///   - accessor: The key path of the property whose getter calls this.
  /// - Returns: The value of `key`.
  @inlinable
  public func dependencyEntry<Key: TestDependencyKey>(
    _ key: Key.Type, accessor: @autoclosure () -> PartialKeyPath<DependencyValues>
  ) -> Key.Value {
    self[key]
  }

  /// The context whose defaults this container resolves: the process's detected context unless
  /// overridden, or prepared with ``prepareDependencies(_:fileID:filePath:line:column:)``.
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
      scope.observer?.noteRead(Key.self, fromOverride: isPrepared)
      return value
    }
    let box = computeDefault(Key.self, in: scope, context: context)
    scope.observer?.noteRead(Key.self, fromOverride: box.isPrepared)
    return (box as! DependencyBox<Key>).value
  }

  /// Computes the default of `Key` in `scope` and `context`, with these values bound while it is
  /// computed: a default that reads other dependencies sees them, wherever it was read from.
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
