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
}
