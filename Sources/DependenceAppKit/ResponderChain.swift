package import Dependence

/// The walk behind AppKit's `inheritedDependencies`, over any chain of nodes with a next link.
package enum ResponderChain {
  /// The values of the nearest host on the chain that starts at `node` (itself included), or an
  /// empty container when no node on the chain is a host.
  ///
  /// - Parameters:
  ///   - node: Where the walk starts.
  ///   - next: The node after a node, such as `\.nextResponder`.
  ///   - hostValues: A node's values if it is a host, or `nil` to keep walking. A host's values
  ///     are returned even when they are empty.
  package static func nearestHostValues<Node>(
    from node: Node?,
    next: (Node) -> Node?,
    hostValues: (Node) -> DependencyValues?
  ) -> DependencyValues {
    var node = node
    while let current = node {
      if let values = hostValues(current) { return values }
      node = next(current)
    }
    return DependencyValues()
  }
}
