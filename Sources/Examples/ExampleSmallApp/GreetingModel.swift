import Dependence
import Observation

/// The greeting feature: greets a name, after the user stops typing.
@MainActor @Observable
final class GreetingModel {
  private(set) var greeting = ""

  @ObservationIgnored @Dependency(\.greetingClient) private var client
  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored private var pending: Task<Void, Never>?

  /// Asks the client for a greeting and shows it, or shows why it could not.
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
