// XCTest tests that must fail, each once. The harness runs each class alone, so that the failing
// test is the first test of its process.
import DependenceTesting
import XCTest

@testable import App

final class MustFailBaseClassUnimplemented: DependenceTestCase {
  @MainActor
  func testMacroEndpointUnimplemented() async {
    let model = WeatherModel()
    try? await model.load("Paris")
  }
}

final class MustFailBaseClassLiveValue: DependenceTestCase {
  func testLiveValueReached() {
    _ = DependencyValues.current[LiveOnlyKey.self]
  }
}

final class MustFailBaseClassExpectedIssue: DependenceTestCase {
  func testExpectedIssueNotReported() {
    withExpectedIssue("never reported") {}
  }
}

final class MustFailBaseClassReport: DependenceTestCase {
  func testPlainReportIssue() {
    reportIssue("a plain report from a DependenceTestCase")
  }
}

final class MustFailPlainReport: XCTestCase {
  func testPlainReportIssue() {
    reportIssue("a plain report from an XCTestCase")
  }
}

final class MustFailPlainUnimplemented: XCTestCase {
  @MainActor
  func testHandWrittenEndpointUnimplemented() async {
    let model = GreetingModel()
    await model.greet("Ada")
  }
}

final class MustFailBaseClassHang: DependenceTestCase {
  override var hangTimeout: Duration { .seconds(1) }

  func testAdvanceBeforeTheSleepStarts() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(1))
    async let value: Void = clock.sleep(for: .seconds(1))
    try await value
  }
}
