// The README's tour, run against every configuration of the app, as SharedAppTests.swift is.
import DependenceTesting
import Testing

#if APP_MODULE
  @testable import App
#elseif PLAIN_APP_MODULE
  @testable import PlainApp
#endif

/// The README's debounce test as written, and the same test with the tour's client recorded,
/// run 10,000 times each by Scripts/scheduling-stress.sh in both modules: exact, with no warning,
/// since the endpoint is `nonisolated(nonsending)` and so runs on the main actor.
@MainActor @Suite(.dependencies(scheduling: .deterministic))
struct SharedReadmeTourTests {
  @Test func greetsOnlyTheLastNameTyped() async {
    let clock = TestClock()
    let model = withDependencies {
      $0.continuousClock = clock
      $0.greetingClient.greeting = { "Hi, \($0)" }
    } operation: {
      GreetingModel()
    }
    model.nameChanged(to: "A")
    await clock.advance(by: .milliseconds(200))
    model.nameChanged(to: "Ada")
    await clock.advance(by: .milliseconds(300))
    #expect(model.greeting == "Hi, Ada")
  }

  @Test func greetsOnlyTheLastNameTypedWithARecordingClient() async {
    let clock = TestClock()
    let greetings = RecordingClient { GreetingClient(endpoints: $0) }
    greetings.greeting.response = .run { "Hi, \($0)" }
    await Self.expectsTheLastNameTyped(on: clock) { $0.greetingClient = greetings.client }
    greetings.greeting.expectCalls(["Ada"])
  }

  @Test func greetsOnlyTheLastNameTypedWithARecorderWiredByAClosure() async {
    let clock = TestClock()
    let greeting = Recorder<String, String>("greetingClient.greeting", .run { "Hi, \($0)" })
    await Self.expectsTheLastNameTyped(on: clock) {
      $0.greetingClient.greeting = { try await greeting($0) }
    }
    greeting.expectCalls(["Ada"])
  }

  /// The README's test with the client `client` sets.
  private static func expectsTheLastNameTyped(
    on clock: TestClock, client: (inout DependencyValues) -> Void
  ) async {
    let model = withDependencies {
      $0.continuousClock = clock
      client(&$0)
    } operation: {
      GreetingModel()
    }
    model.nameChanged(to: "A")
    await clock.advance(by: .milliseconds(200))
    model.nameChanged(to: "Ada")
    await clock.advance(by: .milliseconds(300))
    #expect(model.greeting == "Hi, Ada")
  }

  /// The README's test with the tour's client recorded by `Recorder(_:log:replacing:)`, which
  /// wires a `nonisolated(nonsending)` closure into the endpoint and forwards to the one it
  /// replaced on the caller's actor: exact, with no warning.
  @Test func recorderReplacingRecordsTheToursEndpoint() async {
    let clock = TestClock()
    var client = GreetingClient { "Hi, \($0)" }
    let greeting = Recorder("greetingClient.greeting", replacing: &client.greeting)
    await Self.expectsTheLastNameTyped(on: clock) { $0.greetingClient = client }
    greeting.expectCalls(["Ada"])
  }
}
