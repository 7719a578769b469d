import DependenceMacros

// No `import Observation` here: a class that is not `@Observable` gets no `@ObservationIgnored`.
@Dependencies(\.apiClient, \.motto)
final class PlainLoader {
  func load() async throws -> String {
    "\(motto): \(try await apiClient.fetchGreeting())"
  }
}
