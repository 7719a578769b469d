/// A collection of dependency values, read and written by key.
///
/// `DependencyValues` is a `Sendable` value type. The values set on an instance are its
/// overrides; every other key resolves to its default for the instance's ``context``, computed
/// once and cached (per test, in a test process with `DependenceTesting`).
///
/// Register a dependency by giving it a key and a property:
///
/// ```swift
/// extension DependencyValues {
///   var apiClient: APIClient {
///     get { self[APIClientKey.self] }
///     set { self[APIClientKey.self] = newValue }
///   }
/// }
/// ```
///
/// Read it with ``Dependency``, and override it for a scope with
/// ``withDependencies(_:operation:)``.
public struct DependencyValues: Sendable {
  @usableFromInline var head: OverrideNode?
  /// What reads of these values are for.
  @usableFromInline var access = Access.read

  /// What reads of a container are for.
  @usableFromInline
  enum Access: UInt8, Sendable {
    /// Using the values.
    case read
    /// Changing them, in a `withDependencies` or `prepareDependencies` closure: a read there is
    /// made to change or set a value, so it neither reports a live value nor caches or counts
    /// as a use of the dependency.
    case update
    /// Learning which entry a key path names; see `EntryReaders`.
    case probe
  }

  /// Whether these are the values a `withDependencies` or `prepareDependencies` closure changes.
  @usableFromInline
  package var isBeingUpdated: Bool {
    get { access == .update }
    set { access = newValue ? .update : .read }
  }

  /// Creates a container with no overrides: every key reads its default.
  ///
  /// In a test, the defaults are the running test's, as they are for ``current``.
  public init() {
    head = DependencyScope.currentHead()?.scope.map(OverrideMark.root(of:))
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

  /// Marks the values set so far as those the test starts from (its traits' or base class's):
  /// `prepareDependencies` then counts only what the test sets above them as a scope's.
  package mutating func markTestBase() {
    head = OverrideMark.testBase(on: head)
  }

  /// The values a read in a SwiftUI view resolves against, given the view's environment
  /// values: see `DependencyScope.viewHead(environment:)`.
  package static func forView(environment: DependencyValues) -> DependencyValues {
    DependencyValues(head: DependencyScope.viewHead(environment: environment.head))
  }

  /// A container with no overrides that carries no test scope: its defaults come from the
  /// scope of the test running at the read, or the process's.
  package static var unscoped: DependencyValues { DependencyValues(head: nil) }

  /// The test scope these values carry, if any.
  package var testScope: DefaultScope? { head?.scope }

  /// The values of the current task: those bound by the innermost enclosing
  /// ``withDependencies(_:operation:)``, or, outside any scope, a container with no overrides.
  public static var current: DependencyValues {
    DependencyValues(head: DependencyScope.currentHead())
  }

  /// The value of a dependency, by its key.
  ///
  /// Reading returns this container's override for the key, or else the key's default for the
  /// container's ``context``. Writing sets an override in this container only.
  @inlinable
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      guard let head else { return defaultValue(Key.self) }
      let id = ObjectIdentifier(Key.self)
      // The list is walked borrowed: `self` keeps every node alive.
      var node = Unmanaged.passUnretained(head)
      while true {
        let (found, next) = node._withUnsafeGuaranteedRef { ($0.key == id, $0.borrowedNext) }
        if found {
          return node._withUnsafeGuaranteedRef { current in
            let found = unsafeDowncast(current, to: ValueNode<Key>.self)
            if current.recordsReads { found.noteRead() }
            return found.value
          }
        }
        guard let next else { return defaultValue(Key.self) }
        node = next
      }
    }
    set {
      head = ValueNode<Key>(newValue, next: compacted(head))
    }
  }

  /// The value of a dependency registered with `@DependencyEntry`, whose generated getter calls
  /// it; not meant to be called by hand.
  ///
  /// It reads `key`, as `self[key]` does. When a ``Dependency`` wrapper reads a key path for the
  /// first time, `accessor` — the key path of the property whose getter this is — tells it
  /// whether the key path it reads is this entry's, so that its later reads can read the key
  /// without projecting the key path.
  ///
  /// - Parameters:
  ///   - key: The entry's key.
  ///   - accessor: The key path of the property whose getter calls this.
  /// - Returns: The value of `key`.
  @inlinable
  public func dependencyEntry<Key: TestDependencyKey>(
    _ key: Key.Type, accessor: @autoclosure () -> PartialKeyPath<DependencyValues>
  ) -> Key.Value {
    if access == .probe {
      EntryProbe.current?.note(accessor: accessor(), read: KeyRead(Key.self))
    }
    return self[Key.self]
  }

  /// The context whose defaults this container resolves: the process's detected context unless
  /// overridden, or prepared with ``prepareDependencies(_:fileID:filePath:line:column:)``.
  public var context: DependencyContext {
    get { head?.context ?? scope.cache.context }
    set { self[ContextKey.self] = newValue }
  }

  /// The scope whose defaults these values read: the test scope they carry, or the ambient one.
  @usableFromInline
  var scope: DefaultScope { head?.scope ?? DefaultScope.ambient() }

  /// The default of `Key` for these values.
  @inlinable
  func defaultValue<Key: TestDependencyKey>(_: Key.Type) -> Key.Value {
    if let scope = head?.borrowedScope {
      return scope._withUnsafeGuaranteedRef { defaultValue(Key.self, in: $0) }
    }
    return DefaultScope.withAmbient { defaultValue(Key.self, in: $0) }
  }

  /// The default of `Key` for these values, resolved in `scope`.
  @inlinable
  func defaultValue<Key: TestDependencyKey>(
    _: Key.Type, in scope: DefaultScope
  ) -> Key.Value {
    let context = head?.context ?? scope.cache.context
    if access != .update, scope.accesses == nil,
      let value = scope.cache.cachedValue(of: Key.self, context: context)
    {
      return value
    }
    return resolveDefault(Key.self, in: scope, context: context)
  }

  /// The default of `Key` in `scope` and `context`, when it is not simply read from the cache:
  /// computed on first use, read only to be changed, or read in a scope that records reads.
  @usableFromInline
  func resolveDefault<Key: TestDependencyKey>(
    _: Key.Type, in scope: DefaultScope, context: DependencyContext
  ) -> Key.Value {
    if access == .update { return scope.cache.valueToMutate(for: Key.self, context: context) }
    if scope.cache.cachedValue(of: Key.self, context: context) == nil {
      // A default that reads other dependencies sees these values, wherever they were read from.
      _ = DependencyScope.withHead(ifNotBound: head) {
        scope.cache.computeOrWait(Key.self, context: context)
      }
    }
    return scope.cache.recordedValue(of: Key.self, context: context, in: scope.accesses)
  }

  /// Whether the container sets at least one dependency (a test scope it carries does not
  /// count).
  package var hasOverrides: Bool { head?.setsValues == true }

  /// The newest node of each overridden key, newest first.
  package var overrides: [OverrideNode] { head?.effectiveValueNodes ?? [] }

  /// The keys these values override, with how messages name each (the context, which is not
  /// read as a dependency, aside).
  package var overriddenKeys: [ObjectIdentifier: String] {
    var keys: [ObjectIdentifier: String] = [:]
    for node in overrides where node.key != ObjectIdentifier(ContextKey.self) {
      keys[node.key] = node.dependencyName
    }
    return keys
  }

  /// This container's overrides with `other`'s written on top, resolving through `other`'s test
  /// scope if it carries one, and else through this container's.
  package func merging(_ other: DependencyValues) -> DependencyValues {
    let scope = other.head?.scope ?? head?.scope
    if !hasOverrides, other.head?.scope === scope { return other }
    if !other.hasOverrides, head?.scope === scope { return self }
    let merged = other.rebuilt(on: rebuilt(on: scope.map(OverrideMark.root(of:))))
    return DependencyValues(head: merged)
  }

  /// These values, captured when an object was created, combined with `current`, the values of
  /// a read or scope that uses the object later.
  ///
  /// When one set was derived from the other — the object was created inside a scope nested in
  /// the current one, or is used inside a scope nested in the one it was created in — the
  /// derived set already holds everything, and wins. Otherwise the current values are written
  /// over the captured ones, so an enclosing scope overrides what the object captured.
  func combined(withCurrent current: DependencyValues) -> DependencyValues {
    guard let currentHead = current.head else { return self }
    guard let head, head !== currentHead else { return current }
    if head.descends(from: currentHead) { return self }
    if currentHead.descends(from: head) { return current }
    return merging(current)
  }

  /// This container's value nodes, newest of each key only, copied on top of `base`.
  func rebuilt(on base: OverrideNode?) -> OverrideNode? {
    var result = base
    for node in overrides.reversed() { result = node.reparented(onto: result) ?? result }
    return result
  }

  func override<Key: TestDependencyKey>(of _: Key.Type) -> Key.Value? {
    let id = ObjectIdentifier(Key.self)
    var node = head
    while let current = node {
      if current.key == id { return unsafeDowncast(current, to: ValueNode<Key>.self).value }
      node = current.next
    }
    return nil
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
enum ContextKey: TestDependencyKey {
  @usableFromInline static var testValue: DependencyContext { .detected }
}
