// A main-actor model that shows the messages a dependency streams to it, consuming the stream in
// a task of its own: no clock moves, so a test waits with `waitUntilIdle()`.
import Dependence
import Observation

nonisolated struct ChatClient: Sendable {
  var messages: @Sendable () -> AsyncStream<String>
}

nonisolated enum ChatClientKey: TestDependencyKey {
  static let testValue = ChatClient {
    unimplemented("ChatClient.messages", placeholder: AsyncStream { $0.finish() })
  }
}

nonisolated extension DependencyValues {
  var chatClient: ChatClient {
    get { self[ChatClientKey.self] }
    set { self[ChatClientKey.self] = newValue }
  }
}

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

  func onDisappear() { task?.cancel() }
}
