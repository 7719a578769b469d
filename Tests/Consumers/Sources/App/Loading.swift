// A main-actor model whose button loads in a `Task { }`: the fetch races a five-second timeout in
// a throwing task group, the timeout helper apps write. The group's children run off the main
// actor, where deterministic scheduling waits for them only for a quiet period.
import Dependence
import Observation

nonisolated struct CatalogClient: Sendable {
  var fetch: @Sendable () async throws -> [String]
}

nonisolated enum CatalogClientKey: TestDependencyKey {
  static let testValue = CatalogClient { try throwingUnimplemented("CatalogClient.fetch") }
}

nonisolated extension DependencyValues {
  var catalogClient: CatalogClient {
    get { self[CatalogClientKey.self] }
    set { self[CatalogClientKey.self] = newValue }
  }
}

/// The fetch did not answer in time.
nonisolated struct TimedOut: Error {}

/// Runs `operation`, or throws ``TimedOut`` once `timeout` passes on `clock`.
nonisolated func withTimeout<Value: Sendable>(
  _ timeout: Duration, on clock: any Clock<Duration>,
  _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
  try await withThrowingTaskGroup(of: Value.self) { group in
    group.addTask { try await operation() }
    group.addTask {
      try await clock.sleep(for: timeout)
      throw TimedOut()
    }
    defer { group.cancelAll() }
    return try await group.next()!
  }
}

@MainActor @Observable
final class CatalogModel {
  enum State: Equatable { case idle, loading, loaded([String]), timedOut, failed }

  private(set) var state = State.idle
  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored @Dependency(\.catalogClient) private var client
  @ObservationIgnored private var task: Task<Void, Never>?

  func refreshTapped() {
    task = Task { await load() }
  }

  private func load() async {
    state = .loading
    do {
      state = .loaded(try await withTimeout(.seconds(5), on: clock, client.fetch))
    } catch is TimedOut {
      state = .timedOut
    } catch {
      state = .failed
    }
  }
}
