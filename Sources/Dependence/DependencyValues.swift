/// A collection of dependency values, read and written by key.
///
/// `DependencyValues` is a `Sendable` value type. The values set on an instance are its
/// overrides; every other key resolves to its default for the instance's ``context``, computed
/// once and cached.
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
  @usableFromInline var recorder: ResolutionRecorder?

  /// Creates a container with no overrides: every key reads its default.
  public init() {}

  @usableFromInline
  init(head: OverrideNode?) {
    self.head = head
  }

  /// Creates a container with no overrides whose defaults resolve through `cache`.
  package init(cache: DefaultCache) {
    self.cache = cache
  }

  /// The values of the current task: those bound by the innermost enclosing
  /// ``withDependencies(_:operation:)``, or an empty container outside any scope.
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
      let id = ObjectIdentifier(Key.self)
      var node = head
      while let current = node {
        if current.key == id {
          recorder?.recordOverride(Key.self)
          return unsafeDowncast(current, to: ValueNode<Key>.self).value
        }
        node = current.next
      }
      return defaultValue(Key.self)
    }
    set {
      head = ValueNode<Key>(newValue, next: compacted(head))
    }
  }

  /// The context whose defaults this container resolves: the process's detected context unless
  /// overridden.
  public var context: DependencyContext {
    get { override(of: ContextKey.self) ?? .detected }
    set { self[ContextKey.self] = newValue }
  }

  /// The default cache these values resolve through: their own, or `nil` for the ambient one.
  package var cache: DefaultCache? {
    get { head?.cache }
    set {
      guard let newValue else { return }
      head = CacheNode(newValue, next: head)
    }
  }

  /// Whether this container holds no overrides and no cache of its own.
  package var isEmpty: Bool { head == nil }

  /// The newest node of each overridden key.
  package var overrides: [OverrideNode] { head?.effectiveNodes ?? [] }

  /// This container's overrides with `other`'s written on top.
  package func merging(_ other: DependencyValues) -> DependencyValues {
    guard let otherHead = other.head else { return self }
    guard head != nil else { return other }
    var merged = self
    for node in otherHead.effectiveNodes.reversed() {
      merged.head = node.reparented(onto: merged.head)
    }
    return merged
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

  /// The default of `Key` for these values.
  ///
  /// Once resolved, a default that cannot change for these values is also remembered in their
  /// memo table, so reading it again through ``current`` takes no lock.
  @usableFromInline
  func defaultValue<Key: TestDependencyKey>(_: Key.Type) -> Key.Value {
    let (cache, isStable) = cache.map { ($0, true) } ?? DefaultCache.ambient()
    recorder?.record.pointee.record(Key.self, stable: isStable)
    // A wrapper's read (one with a recorder) remembers its result itself.
    guard isStable, recorder == nil else { return cache.value(for: Key.self, context: context) }
    let id = ObjectIdentifier(Key.self)
    if let value = MemoTable.lookup(id, in: head, as: Key.Value.self) { return value }
    let value = cache.value(for: Key.self, context: context)
    let table = head.map { $0.memoTableIfWorthIt() } ?? DependencyScope.shared.root.takeUnretainedValue()
    table?.remember(value, for: id, anchor: nil)
    return value
  }

  /// `node`, or a copy without shadowed nodes once the list has grown long.
  @usableFromInline
  func compacted(_ node: OverrideNode?) -> OverrideNode? {
    guard let node, node.depth > 64 else { return node }
    var head: OverrideNode?
    for kept in node.effectiveNodes.reversed() { head = kept.reparented(onto: head) }
    return head
  }
}

/// The key behind ``DependencyValues/context``.
enum ContextKey: TestDependencyKey {
  static var testValue: DependencyContext { .detected }
}
