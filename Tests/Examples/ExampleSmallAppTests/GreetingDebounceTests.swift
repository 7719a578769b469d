// The README's "Time-based code" example, as written there.
import DependenceTesting
import Testing

@testable import ExampleSmallApp

@MainActor @Suite(.dependencies(scheduling: .deterministic))
struct GreetingDebounceTests {
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

  @Test func sleepsForOneSecond() async throws {
    let clock = TestClock()
    async let value: Void = clock.sleep(for: .seconds(1))
    await clock.advance(by: .seconds(1))
    try await value
  }
}
