import DependenceMacros
import Observation

@MainActor
@Observable
@Dependencies(\.apiClient, \.authClient)
final class GreetingViewModel {
  private(set) var greeting = ""

  func load() async throws {
    greeting = try await apiClient.fetchGreeting()
  }

  func signOut() { authClient.signOut() }
}
