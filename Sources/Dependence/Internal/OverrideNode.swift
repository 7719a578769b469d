public import Synchronization

/// One override in a ``DependencyValues``: an immutable node of a list, newest first.
///
/// Setting a value pushes a node; a scope binds the list's head. The head's identity stands for
/// the whole set of values, which is what lets a ``Dependency`` wrapper reuse what it resolved
/// while the same head is current.
@usableFromInline
package class OverrideNode: @unchecked Sendable {
  // Immutable after init, apart from the memo slot, which is an atomic; subclasses only add
  // immutable Sendable values.
  @usableFromInline let key: ObjectIdentifier
  @usableFromInline let next: OverrideNode?
  let depth: Int
  /// The default cache of the values this node heads, if they have their own.
  let cache: DefaultCache?
  /// ``MemoSlot/empty``, ``MemoSlot/readOnce``, or a retained ``MemoTable``.
  @usableFromInline let memo = Atomic<UInt>(MemoSlot.empty)

  init(key: ObjectIdentifier, next: OverrideNode?, cache: DefaultCache?) {
    self.key = key
    self.next = next
    self.depth = (next?.depth ?? 0) + 1
    self.cache = cache
  }

  deinit {
    let table = memo.load(ordering: .acquiring)
    if table > MemoSlot.readOnce {
      Unmanaged<MemoTable>.fromOpaque(UnsafeRawPointer(bitPattern: table)!).release()
    }
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
  var dependencyName: String { "cache" }

  /// The node's value in a box for the default cache, or `nil` for a node that holds no value.
  func makeBox() -> (any AnyDependencyBox)? { nil }

  /// A node with the same content on top of `next`.
  func reparented(onto next: OverrideNode?) -> OverrideNode {
    fatalError("OverrideNode subclasses override reparented(onto:)")
  }

  /// The node's memo table, made on the second slow read of these values, so that values
  /// read once (a scope entered for a single read) never pay for one.
  func memoTableIfWorthIt() -> MemoTable? {
    var observed = memo.load(ordering: .acquiring)
    while true {
      if observed > MemoSlot.readOnce {
        return Unmanaged<MemoTable>.fromOpaque(UnsafeRawPointer(bitPattern: observed)!)
          .takeUnretainedValue()
      }
      if observed == MemoSlot.empty {
        let (stored, current) = memo.compareExchange(
          expected: MemoSlot.empty, desired: MemoSlot.readOnce, ordering: .acquiringAndReleasing)
        if stored { return nil }
        observed = current
        continue
      }
      let table = MemoTable()
      let raw = UInt(bitPattern: Unmanaged.passRetained(table).toOpaque())
      let (stored, current) = memo.compareExchange(
        expected: MemoSlot.readOnce, desired: raw, ordering: .acquiringAndReleasing)
      if stored { return table }
      Unmanaged<MemoTable>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!).release()
      observed = current
    }
  }
}

/// The states of a node's memo slot that are not a table.
@usableFromInline
enum MemoSlot {
  @usableFromInline static let empty: UInt = 0
  @usableFromInline static let readOnce: UInt = 1
}

/// A node that sets `Key`'s value.
@usableFromInline
final class ValueNode<Key: TestDependencyKey>: OverrideNode, @unchecked Sendable {
  @usableFromInline let value: Key.Value

  @usableFromInline
  init(_ value: Key.Value, next: OverrideNode?) {
    self.value = value
    super.init(key: ObjectIdentifier(Key.self), next: next, cache: next?.cache)
  }

  override var dependencyName: String { Dependence.dependencyName(Key.self) }

  override func makeBox() -> (any AnyDependencyBox)? { DependencyBox<Key>(value) }

  override func reparented(onto next: OverrideNode?) -> OverrideNode {
    ValueNode(value, next: next)
  }
}

/// A node that gives the values beneath it their own default cache.
final class CacheNode: OverrideNode, @unchecked Sendable {
  init(_ cache: DefaultCache, next: OverrideNode?) {
    super.init(key: ObjectIdentifier(CacheNode.self), next: next, cache: cache)
  }

  override func reparented(onto next: OverrideNode?) -> OverrideNode {
    CacheNode(cache!, next: next)
  }
}

extension OverrideNode {
  /// The nodes from this one down, newest first, keeping only the newest node of each key.
  var effectiveNodes: [OverrideNode] {
    var seen: Set<ObjectIdentifier> = []
    var nodes: [OverrideNode] = []
    var node: OverrideNode? = self
    while let current = node {
      if seen.insert(current.key).inserted { nodes.append(current) }
      node = current.next
    }
    return nodes
  }
}
