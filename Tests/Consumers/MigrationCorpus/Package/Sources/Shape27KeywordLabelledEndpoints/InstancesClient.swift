// Shape seen in: code-search hits of `@DependencyClient` clients (an app-instances storage client, a YouTrack client, a garage-levels client) — endpoints whose parameters are labelled by keywords, `(_ for: String)`, `(_ from: String, _ to: String)`, `(_ in: …)`, called through the methods swift-dependencies generated: `find(for:)`, `transfer(from:to:)`
import Dependencies
import DependenciesMacros
import Foundation

@DependencyClient
public struct InstancesClient: Sendable {
  public var find: @Sendable (_ for: String) throws -> Int?
  public var save: @Sendable (_ count: Int, _ for: String) throws -> Void
  public var transfer: @Sendable (_ from: String, _ to: String) throws -> Void
  public var contains: @Sendable (_ id: Int, _ in: [Int]) -> Bool = { _, _ in false }
}

extension InstancesClient: DependencyKey {
  public static var liveValue: InstancesClient {
    let store = LockIsolated<[String: Int]>([:])
    return InstancesClient(
      find: { key in store.value[key] },
      save: { count, key in store.withValue { $0[key] = count } },
      transfer: { from, to in
        store.withValue {
          $0[to] = $0[from]
          $0[from] = nil
        }
      },
      contains: { id, ids in ids.contains(id) }
    )
  }
}

/// Moves the count of `old` to `new` and reads it back, through the generated methods.
public func rename(_ old: String, to new: String, in client: InstancesClient) throws -> Int? {
  try client.transfer(from: old, to: new)
  guard let count = try client.find(for: new), client.contains(id: count, in: [count]) else {
    return nil
  }
  try client.save(count: count + 1, for: new)
  return try client.find(for: new)
}
