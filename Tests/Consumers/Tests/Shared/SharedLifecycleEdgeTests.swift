// The rest of the test lifecycle in Swift Testing: issues raised while a test's arguments are
// built, cases of a traitless test that share a scope, exhaustive checking of a read made just
// after the body returned, `withExpectedIssue` around work that reports later or hangs, a hang a
// traitless test swallows, and a test that asks that nothing it starts outlive it. Each must
// fail, once, and the harness (Scripts/lifecycle-harness.sh) checks how.
import DependenceTesting
import Foundation
import Testing

#if APP_MODULE
  @testable import App
#elseif PLAIN_APP_MODULE
  @testable import PlainApp
#endif

/// Arguments whose making uses an unimplemented built-in, as a test might make UUIDs.
func argumentsMadeWithAnUnimplementedUUID() -> [Int] {
  @Dependency(\.uuid) var uuid
  _ = uuid()
  return [1]
}

@Suite struct LifecycleEdges {
  @Test(arguments: argumentsMadeWithAnUnimplementedUUID())
  func argumentsReportAnIssue(value: Int) {
    @Dependency(\.uuid) var uuid
    _ = uuid()
  }

  @Test(.serialized, arguments: [1, 2])
  func eachCaseOfATraitlessTestReports(caseNumber: Int) {
    @Dependency(\.uuid) var uuid
    if caseNumber == 1 {
      withKnownIssue { _ = uuid() }
    } else {
      _ = uuid()
    }
  }

  @Test(.exhaustiveDependencies) @MainActor
  func exhaustiveCheckingSeesAReadJustAfterTheBody() {
    CheckoutFlow().audit(after: .milliseconds(20))
  }

  @Test(.dependencies) @MainActor
  func anIssueAfterWithExpectedIssueReturnedFailsTheTest() async {
    withExpectedIssue("expected") {
      CheckoutFlow().purchase(trackingAfter: .milliseconds(50))
      reportIssue("expected")
    }
    try? await Task.sleep(for: .milliseconds(400))
  }

  @Test(.hangTimeout(.milliseconds(300)))
  func aHangInsideWithExpectedIssueFailsTheTest() async {
    await withExpectedIssue("expected") {
      reportIssue("expected")
      try? await TestClock().sleep(for: .seconds(1))
    }
  }

  @Test func aTraitlessTestThatSwallowsAHangFails() async {
    try? await TestClock().sleep(for: .seconds(1))
  }

  @Test(.failsOnOutlivingWork(within: .milliseconds(300)), .dependencies { $0.continuousClock = TestClock() })
  @MainActor
  func workThatOutlivesAStrictTestFailsIt() async {
    CheckoutFlow().remindTomorrow()
    await Task.yield()
  }

  @Test(.failsOnOutlivingWork) @MainActor
  func workThatEndsWithinTheGracePasses() {
    CheckoutFlow().audit(after: .milliseconds(50))
  }
}
