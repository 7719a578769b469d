// What the scheduling article takes as given: a main-actor search model that debounces on the
// clock dependency, and a chat model that consumes a stream in a task.
import DependenceMacros
import Observation

@DependencyClient
nonisolated struct SearchClient: Sendable {
  var search: nonisolated(nonsending) @Sendable (_ query: String) async throws -> [String]
}

nonisolated struct ChatClient: Sendable {
  var messages: @Sendable () -> AsyncStream<String>
}

nonisolated enum ChatClientKey: TestDependencyKey {
  static let testValue = ChatClient {
    unimplemented("ChatClient.messages", placeholder: AsyncStream { $0.finish() })
  }
}

nonisolated extension DependencyValues {
  @DependencyEntry(test: .unimplemented)
  var searchClient: SearchClient = SearchClient(search: { [$0] })

  var chatClient: ChatClient {
    get { self[ChatClientKey.self] }
    set { self[ChatClientKey.self] = newValue }
  }
}

/// Searches 300 ms after the last query typed.
@MainActor @Observable
final class SearchModel {
  private(set) var results: [String] = []
  @ObservationIgnored @Dependency(\.searchClient) private var searchClient
  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored private var pending: Task<Void, Never>?

  func queryChanged(_ query: String) {
    pending?.cancel()
    pending = Task {
      do {
        try await clock.sleep(for: .milliseconds(300))
        results = try await searchClient.search(query)
      } catch {}
    }
  }
}

/// Shows each message the chat client streams.
@MainActor @Observable
final class ChatModel {
  private(set) var lines: [String] = []
  @ObservationIgnored @Dependency(\.chatClient) private var client
  @ObservationIgnored private var task: Task<Void, Never>?

  func onAppear() {
    task = Task {
      for await message in client.messages() { lines.append(message) }
    }
  }
}
