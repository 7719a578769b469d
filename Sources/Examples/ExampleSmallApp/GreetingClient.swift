import Dependence

/// Makes greetings: the app's one outside-world dependency.
struct GreetingClient: Sendable {
  var greeting: @Sendable (_ name: String) async throws -> String
}

extension GreetingClient: DependencyKey {
  static let liveValue = GreetingClient { name in "Hello, \(name)!" }
  static let previewValue = GreetingClient { name in "Hello from a preview, \(name)!" }
  static let testValue = GreetingClient { _ in
    reportIssue("GreetingClient.greeting is unimplemented in tests: override it.")
    throw DependencyError.unimplemented("GreetingClient.greeting")
  }
}

extension DependencyValues {
  var greetingClient: GreetingClient {
    get { self[GreetingClient.self] }
    set { self[GreetingClient.self] = newValue }
  }
}
