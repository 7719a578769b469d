// The package's original README, its headline example, as written there, with the
// `nonisolated`s a module whose default isolation is the main actor needs.
import DependenceMacros
import Observation

@DependencyClient
public nonisolated struct APIClient: Sendable {
  public var fetchGreeting: @Sendable () async throws -> String
}

extension APIClient {
  public nonisolated static let live = APIClient(fetchGreeting: { "hello, world" })
  public nonisolated static let preview = APIClient(fetchGreeting: { "hello from preview" })
}

nonisolated extension DependencyValues {
  @DependencyEntry(preview: APIClient.preview, test: APIClient.unimplemented)
  public var apiClient: APIClient = .live
}

@MainActor
@Observable
@Dependencies(\.apiClient)
final class GreetingViewModel {
  private(set) var greeting = ""

  func load() async throws {
    greeting = try await apiClient.fetchGreeting()
  }
}
