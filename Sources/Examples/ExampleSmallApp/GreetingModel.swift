import Dependence

/// The greeting feature: asks the client for a greeting.
struct GreetingModel: Sendable {
  @Dependency(\.greetingClient) private var client

  func greet(name: String) async throws -> String {
    try await client.greeting(name)
  }
}
