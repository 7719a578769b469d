// The README's tour: a client with a hand-written key, and a model that reads it. In a module
// whose default isolation is the main actor, the client, its key and its property are declared
// `nonisolated`, as the README's section on Xcode 26 app targets says.
import Dependence
import Observation

nonisolated struct GreetingClient: Sendable {
  var greeting: @Sendable (_ name: String) async throws -> String
}

nonisolated extension GreetingClient: DependencyKey {
  static let liveValue = GreetingClient { name in "Hello, \(name)!" }
  static let previewValue = GreetingClient { name in "Hello from a preview, \(name)!" }
  static let testValue = GreetingClient { _ in
    try throwingUnimplemented("GreetingClient.greeting")
  }
}

nonisolated extension DependencyValues {
  var greetingClient: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}

@MainActor @Observable
final class GreetingModel {
  private(set) var greeting = ""
  @ObservationIgnored @Dependency(\.greetingClient) private var client

  func greet(_ name: String) async {
    do {
      greeting = try await client.greeting(name)
    } catch {
      greeting = "Could not greet \(name)."
    }
  }
}
