// A search box on the main actor that debounces keystrokes and retries a failed search with
// backoff, on the clock dependency. Its endpoint is `nonisolated(nonsending)`, so the call stays
// on the main actor in every module, as a plain `async` endpoint does in an Xcode 26 app target.
import Dependence
import Observation

nonisolated struct SuggestionsClient: Sendable {
  var suggestions: nonisolated(nonsending) @Sendable (_ query: String) async throws -> [String]
}

nonisolated enum SuggestionsClientKey: TestDependencyKey {
  static let testValue = SuggestionsClient { _ in
    try throwingUnimplemented("SuggestionsClient.suggestions")
  }
}

nonisolated extension DependencyValues {
  var suggestionsClient: SuggestionsClient {
    get { self[SuggestionsClientKey.self] }
    set { self[SuggestionsClientKey.self] = newValue }
  }
}

@MainActor @Observable
final class SuggestionsModel {
  private(set) var suggestions: [String] = []
  private(set) var attempts = 0
  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored @Dependency(\.suggestionsClient) private var client
  @ObservationIgnored private var task: Task<Void, Never>?

  func queryChanged(_ query: String) {
    task?.cancel()
    task = Task {
      do {
        try await clock.sleep(for: .milliseconds(300))
        suggestions = try await retrying { try await client.suggestions(query) }
      } catch {}
    }
  }

  /// Tries `operation` three times, waiting 1 s after the first failure and 2 s after the second.
  private func retrying(_ operation: () async throws -> [String]) async throws -> [String] {
    var attempt = 1
    var delay = Duration.seconds(1)
    while true {
      attempts += 1
      do {
        return try await operation()
      } catch let error where attempt < 3 && !(error is CancellationError) {
        try await clock.sleep(for: delay)
        delay *= 2
        attempt += 1
      }
    }
  }
}
