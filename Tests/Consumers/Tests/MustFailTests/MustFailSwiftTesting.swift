// Tests that must fail, each once, with a message naming the dependency and the fix. The
// harness runs each alone and checks how it fails; no test here may pass.
import DependenceTesting
import Testing

@testable import App

enum LiveOnlyKey: DependencyKey {
  static let liveValue = "live"
}

@MainActor @Suite struct MustFailSwiftTesting {
  @Test func macroEndpointUnimplemented() async {
    let model = WeatherModel()
    try? await model.load("Paris")
  }

  @Test func handWrittenEndpointUnimplemented() async {
    let model = GreetingModel()
    await model.greet("Ada")
  }

  @Test func liveValueReached() {
    _ = DependencyValues.current[LiveOnlyKey.self]
  }

  @Test func expectedIssueNotReported() {
    withExpectedIssue("never reported") {}
  }

  @Test func plainReportIssue() {
    reportIssue("a plain report from a Swift Testing test")
  }

  @Test(.exhaustiveDependencies)
  func exhaustiveDefaultRead() {
    _ = DependencyValues.current.locale
  }
}

/// Tests that must fail once, about test clocks.
@Suite struct MustFailClocks {
  @Test(.hangTimeout(.seconds(1)))
  func advanceBeforeTheSleepStarts() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(1))
    async let value: Void = clock.sleep(for: .seconds(1))
    try await value
  }

  /// A deterministic test that sleeps on a clock nobody advances, at the default hang bound: run
  /// beside ReproTests.ManyParallelCasesTests, it must still fail as hung while they pass.
  @Test(.deterministicScheduling) func aSleepNobodyAdvances() async throws {
    let clock = TestClock()
    try await clock.sleep(for: .seconds(1))
  }
}

/// The README's debounce test with its scheduling trait forgotten: the advances run before the
/// model's task starts to sleep, so the greeting is never made; the end of the test says why.
@MainActor @Suite(.dependencies { _ in })
struct MustFailForgottenScheduling {
  @Test func debounceWithoutDeterministicScheduling() async {
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
}
