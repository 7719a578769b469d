import Dependence
import DependenceTesting
import Testing

/// A search feature that runs a query 300 ms after the last keystroke.
@MainActor final class SearchModel {
  @Dependency(\.continuousClock) private var clock
  private let search: @Sendable (String) async -> [String]
  private(set) var results: [String] = []
  private(set) var searchTask: Task<Void, Never>?

  init(search: @escaping @Sendable (String) async -> [String]) {
    self.search = search
  }

  func queryChanged(_ query: String) {
    searchTask?.cancel()
    searchTask = Task { [clock, search] in
      do {
        try await clock.sleep(for: .milliseconds(300))
      } catch {
        return
      }
      results = await search(query)
    }
  }
}

/// The queries a search ran, in order.
final class QueryLog: Sendable {
  private let queries = LockedValue<[String]>([])
  func append(_ query: String) { queries.withLock { $0.append(query) } }
  var all: [String] { queries.withLock { $0 } }
}

@Suite @MainActor struct DebounceTests {
  private let clock = TestClock()
  private let queries = QueryLog()

  private func makeModel() -> SearchModel {
    withDependencies {
      $0.continuousClock = clock
    } operation: {
      SearchModel { [queries] query in
        queries.append(query)
        return [query.uppercased()]
      }
    }
  }

  @Test func searchesOnce300MillisecondsAfterTheLastKeystroke() async throws {
    let model = makeModel()

    model.queryChanged("s")
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .milliseconds(200))

    model.queryChanged("sw")
    #expect(clock.sleeperCount == 0, "the first search's wait was cancelled")
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .milliseconds(299))
    #expect(clock.sleeperCount == 1)
    #expect(model.results.isEmpty)

    await clock.advance(by: .milliseconds(1))
    await model.searchTask?.value
    #expect(model.results == ["SW"])
    #expect(queries.all == ["sw"])
  }

  @Test func pausesLongerThanTheDebounceSearchEachQuery() async throws {
    let model = makeModel()
    for query in ["a", "ab"] {
      model.queryChanged(query)
      try await clock.waitForSleepers(count: 1)
      await clock.advance(by: .milliseconds(300))
      await model.searchTask?.value
      #expect(model.results == [query.uppercased()])
    }
    #expect(queries.all == ["a", "ab"])
  }
}
