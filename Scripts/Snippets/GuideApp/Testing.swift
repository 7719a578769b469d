// What the testing article takes as given: an API client with a preview and a mock value, an
// analytics dependency that records, and the models its tests drive.
import DependenceMacros
import Foundation
import Observation
import Synchronization

nonisolated struct APIClient: Sendable {
  var fetchGreeting: nonisolated(nonsending) @Sendable () async throws -> String

  static let preview = APIClient(fetchGreeting: { "hello from preview" })
  static let mock = APIClient(fetchGreeting: { "hello from a mock" })
  static let unimplemented = APIClient(fetchGreeting: {
    try throwingUnimplemented("APIClient.fetchGreeting")
  })
}

/// Analytics that keeps the events it is sent.
nonisolated final class Analytics: Sendable {
  private let log = Mutex<[String]>([])
  var events: [String] { log.withLock { $0 } }
  func track(_ event: String) { log.withLock { $0.append(event) } }
  static func recording() -> Analytics { Analytics() }
}

nonisolated extension DependencyValues {
  @DependencyEntry(preview: APIClient.preview, test: APIClient.unimplemented)
  var apiClient: APIClient = APIClient.mock

  @DependencyEntry(test: Analytics.recording())
  var analytics: Analytics = Analytics.recording()
}

@MainActor @Observable
final class GreetingModel {
  private(set) var greeting = ""
  @ObservationIgnored @Dependency(\.apiClient) private var apiClient

  func load() async throws { greeting = try await apiClient.fetchGreeting() }
}

@MainActor
final class ListModel {
  @Dependency(\.analytics) private var analytics

  func select(_ item: String) async { analytics.track("select \(item)") }
}

@MainActor @Observable
final class CheckoutModel {
  private(set) var receipt: String?
  @ObservationIgnored @Dependency(\.apiClient) private var apiClient
  @ObservationIgnored @Dependency(\.analytics) private var analytics
  @ObservationIgnored @Dependency(\.locale) private var locale
  @ObservationIgnored @Dependency(\.calendar) private var calendar

  func pay() async throws {
    let greeting = try await apiClient.fetchGreeting()
    analytics.track("pay")
    receipt = "\(greeting), \(locale.identifier), \(calendar.identifier)"
  }
}

@MainActor
final class ShareModel {
  @Dependency(\.analytics) private var analytics
  /// The task that tracks the last share, kept so that a test can await it.
  private(set) var tracking: Task<Void, Never>?

  func share(_ item: String) {
    tracking = Task { analytics.track("share \(item)") }
  }
}
