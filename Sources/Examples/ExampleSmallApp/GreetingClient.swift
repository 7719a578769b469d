import Dependence

/// Makes greetings: the app's one outside-world dependency.
///
/// A client is a struct of `@Sendable` closures, so the live, preview and test implementations
/// are ordinary values. The endpoint is `nonisolated(nonsending)`: it runs where it is called, on
/// the main actor for the model, in any compile setting, so the model's tests run it exactly.
nonisolated struct GreetingClient: Sendable {
  var greeting: nonisolated(nonsending) @Sendable (_ name: String) async throws -> String
}

nonisolated extension GreetingClient: DependencyKey {
  /// What the app uses.
  static let liveValue = GreetingClient { name in "Hello, \(name)!" }

  /// What SwiftUI previews (and `--preview`) use: no network, no surprises.
  static let previewValue = GreetingClient { name in "Hello from a preview, \(name)!" }

  /// What tests use unless they override it: any call fails the test that made it.
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
