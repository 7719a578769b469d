// The README's tour: a client with a hand-written key, and a model that reads it and debounces
// on the clock dependency. In a module whose default isolation is the main actor, the client,
// its key and its property are declared `nonisolated`, as the README's section on Xcode 26 app
// targets says. `@DependencyClient` adds what the tour's client lacks for `RecordingClient`
// (`init(endpoints:)`); the tour's own code compiles unchanged with it.
import DependenceMacros
import Observation

@DependencyClient
nonisolated struct GreetingClient: Sendable {
  var greeting: nonisolated(nonsending) @Sendable (_ name: String) async throws -> String
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
  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored private var pending: Task<Void, Never>?

  func greet(_ name: String) async {
    do {
      greeting = try await client.greeting(name)
    } catch {
      greeting = "Could not greet \(name)."
    }
  }

  /// Greets `name` once the user has stopped typing for 300 milliseconds.
  func nameChanged(to name: String) {
    pending?.cancel()
    pending = Task {
      do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
      await greet(name)
    }
  }
}
