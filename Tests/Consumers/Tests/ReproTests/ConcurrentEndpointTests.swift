// The README tour's debounce test as it was first published, with a plain `@Sendable async`
// endpoint, in a module built without NonisolatedNonsendingByDefault (SwiftPM's default): the
// endpoint runs on the global executor when the main-actor model calls it, which deterministic
// scheduling cannot wait for. The test is usually right; Scripts/consumer-harness.sh checks that
// every run says so once, whatever the outcome, and names the fix.
import DependenceTesting
import Observation
import Testing

struct PlainGreetingClient: Sendable {
  var greeting: @Sendable (_ name: String) async throws -> String
}

enum PlainGreetingClientKey: TestDependencyKey {
  static let testValue = PlainGreetingClient { _ in
    try throwingUnimplemented("PlainGreetingClient.greeting")
  }
}

extension DependencyValues {
  var plainGreetingClient: PlainGreetingClient {
    get { self[PlainGreetingClientKey.self] }
    set { self[PlainGreetingClientKey.self] = newValue }
  }
}

@MainActor @Observable
final class PlainGreetingModel {
  private(set) var greeting = ""
  @ObservationIgnored @Dependency(\.plainGreetingClient) private var client
  @ObservationIgnored @Dependency(\.continuousClock) private var clock
  @ObservationIgnored private var pending: Task<Void, Never>?

  func nameChanged(to name: String) {
    pending?.cancel()
    pending = Task {
      do { try await clock.sleep(for: .milliseconds(300)) } catch { return }
      greeting = (try? await client.greeting(name)) ?? ""
    }
  }
}

@MainActor @Suite(.dependencies(scheduling: .deterministic))
struct ConcurrentEndpointTests {
  @Test func aPlainAsyncEndpointCalledFromTheMainActorIsNamed() async {
    let clock = TestClock()
    let model = withDependencies {
      $0.continuousClock = clock
      $0.plainGreetingClient.greeting = { "Hi, \($0)" }
    } operation: {
      PlainGreetingModel()
    }
    model.nameChanged(to: "Ada")
    await clock.advance(by: .milliseconds(300))
    await waitUntilIdle()
    #expect(model.greeting == "Hi, Ada")
  }
}
