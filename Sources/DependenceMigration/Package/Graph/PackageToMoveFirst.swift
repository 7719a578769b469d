/// A package of the graph that keeps swift-dependencies or swift-clocks in it after the move: a
/// dependency of the migrated package that depends on one of them itself, directly or through
/// others. After the move both libraries would be built, and names such as `Dependency` would
/// be ambiguous, so the command writes nothing while there is one.
public struct PackageToMoveFirst: Sendable, Equatable, CustomStringConvertible {
  /// The dependency's identity, such as `swift-logging-kit`.
  public var identity: String
  /// Its URL or path, as the graph resolved it.
  public var location: String
  /// The identities from it to the replaced package it keeps, both included:
  /// `["swift-logging-kit", "swift-dependencies"]`.
  public var chain: [String]

  /// Creates a package to move first.
  public init(identity: String, location: String, chain: [String]) {
    self.identity = identity
    self.location = location
    self.chain = chain
  }

  /// The package's name as its location writes it: `LoggingKit` for `../LoggingKit`, where the
  /// identity is `loggingkit`.
  public var name: String {
    let name = PackageIdentity.name(atLocation: location)
    return name.lowercased() == identity ? name : identity
  }

  /// `swift-logging-kit (URL): swift-logging-kit → swift-dependencies`.
  public var description: String {
    "\(name) (\(location)): \(chain.joined(separator: " → "))"
  }

  /// The packages to move first in `graph`, for a root whose manifests name
  /// `rootDependencies`, sorted by identity.
  static func find(in graph: ResolvedGraph, rootDependencies: Set<String>) -> [PackageToMoveFirst] {
    let replaced: Set<String> = [ManifestNames.swiftDependencies, ManifestNames.swiftClocks]
    let named = graph.dependencies.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    // A package of the graph that no other names is the root's, even where the root's manifest
    // names it in a way the syntax does not show.
    let direct = rootDependencies.union(graph.dependencies.keys.filter { !named.contains($0) })
      .intersection(graph.dependencies.keys).subtracting(replaced)
    return direct.sorted().compactMap { start in
      chain(from: start, to: replaced, in: graph).map {
        PackageToMoveFirst(
          identity: start, location: graph.locations[start] ?? start, chain: $0)
      }
    }
  }

  /// The shortest chain of identities from `start` to one of `targets`, both included.
  private static func chain(
    from start: String, to targets: Set<String>, in graph: ResolvedGraph
  ) -> [String]? {
    var previous: [String: String] = [:]
    var seen: Set<String> = [start]
    var queue = [start]
    while !queue.isEmpty {
      let node = queue.removeFirst()
      for next in (graph.dependencies[node] ?? []).sorted() where !seen.contains(next) {
        seen.insert(next)
        previous[next] = node
        if targets.contains(next), graph.dependencies[next] != nil {
          var chain = [next]
          while let before = previous[chain[0]] { chain.insert(before, at: 0) }
          return chain
        }
        if graph.dependencies[next] != nil { queue.append(next) }
      }
    }
    return nil
  }
}
