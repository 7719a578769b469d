// A debounced search on a clock, and a client of every endpoint shape, for the tests.
import DependenceMacros
import Observation

@DependencyClient
nonisolated struct SearchClient: Sendable {
  var search: @Sendable (_ query: String) async throws -> [String]
  var count: @Sendable () async -> Int = { 0 }
  var validate: @Sendable (_ query: String) throws -> Bool
  var track: @Sendable (_ event: String, _ value: Int) -> Void
}

nonisolated extension DependencyValues {
  @DependencyEntry(test: .unimplemented)
  var searchClient: SearchClient = SearchClient(search: { [$0] })
}

@MainActor @Observable
@Dependencies(\.searchClient, \.continuousClock)
final class SearchModel {
  private(set) var results: [String] = []
  @ObservationIgnored private var pending: Task<Void, Never>?

  func queryChanged(_ query: String) {
    pending?.cancel()
    pending = Task {
      do {
        try await continuousClock.sleep(for: .milliseconds(300))
        results = try await searchClient.search(query)
      } catch {}
    }
  }

  func settle() async { await pending?.value }
}
