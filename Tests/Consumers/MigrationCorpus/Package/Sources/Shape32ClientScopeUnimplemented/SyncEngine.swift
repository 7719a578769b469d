// Shape seen in: see SyncClient.swift — an engine that reports whether a push went through
import Dependencies

public final class SyncEngine {
  @Dependency(\.syncClient) var client
  public private(set) var records: [Int] = []

  public init() {}

  /// Pulls the records, or keeps the ones it has when the pull fails.
  public func refresh() async {
    records = (try? await client.pull()) ?? records
  }

  /// Whether the push went through.
  public func push(_ record: Int) async -> Bool {
    do {
      try await client.push([record])
      records.append(record)
      return true
    } catch {
      return false
    }
  }
}
