import Dependence
import DependenceTesting

/// A search service; its endpoint runs on the caller's actor, as an `async` closure does in an
/// Xcode 26 app target.
struct SearchClient: Sendable {
  var search: nonisolated(nonsending) @Sendable (String) async throws -> [String]
}

enum SearchClientKey: TestDependencyKey {
  static var testValue: SearchClient {
    SearchClient { _ in try throwingUnimplemented("SearchClient.search") }
  }
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClientKey.self] }
    set { self[SearchClientKey.self] = newValue }
  }
}

/// A search field on the main actor: a query runs 300 ms after the last keystroke, and a query
/// that fails is tried again after 1 s and then 2 s.
@MainActor final class SearchFeature {
  @Dependency(\.continuousClock) private var clock
  @Dependency(\.searchClient) private var client
  private(set) var results: [String] = []
  private(set) var searches = 0
  private var task: Task<Void, Never>?

  func queryChanged(_ query: String) {
    task?.cancel()
    task = Task {
      do {
        try await clock.sleep(for: .milliseconds(300))
        results = try await retrying { try await client.search(query) }
      } catch {}
    }
  }

  private func retrying(_ search: () async throws -> [String]) async throws -> [String] {
    var delay = Duration.seconds(1)
    for _ in 1..<3 {
      do {
        searches += 1
        return try await search()
      } catch is CancellationError {
        throw CancellationError()
      } catch {
        try await clock.sleep(for: delay)
        delay *= 2
      }
    }
    searches += 1
    return try await search()
  }
}

/// A search service that fails the first `failures` times it is called.
final class FlakySearch: Sendable {
  private let remainingFailures: LockedValue<Int>

  init(failures: Int) {
    remainingFailures = LockedValue(failures)
  }

  var client: SearchClient {
    SearchClient { query in
      if self.remainingFailures.withLock({ count in
        defer { count -= 1 }
        return count > 0
      }) {
        throw Unavailable()
      }
      return [query.uppercased()]
    }
  }

  struct Unavailable: Error {}
}

/// A counter that several tasks update.
actor Counter {
  private(set) var value = 0

  func increment() { value += 1 }
}

/// Values that tasks append to, in order, from any task.
final class Log<Value: Sendable>: Sendable {
  private let values = LockedValue<[Value]>([])

  func append(_ value: Value) { values.withLock { $0.append(value) } }
  var all: [Value] { values.withLock { $0 } }
}

/// Something a task can wait for, fired once from anywhere.
final class Signal: Sendable {
  private let state = LockedValue<(isFired: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  var isFired: Bool { state.withLock { $0.isFired } }

  func fire() {
    let waiters = state.withLock { state in
      state.isFired = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let isFired = state.withLock { state in
        if !state.isFired { state.waiters.append(continuation) }
        return state.isFired
      }
      if isFired { continuation.resume() }
    }
  }
}
