import Foundation
import Testing

@testable import Dependence
@testable import DependenceTesting

/// What work does after its test ended is named, and an issue it raises fails the run as the
/// process exits. Each runs in a process of its own, since a late issue fails the whole run
/// (the lines the process prints as it exits are checked by Scripts/lifecycle-harness.sh: an
/// exit test's child does not pass them on).
@Suite struct LateWorkTests {
  @Test func aLateIssueNamesItsTestAndWhenAndFailsTheRun() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let test = TestLifetime(name: "'startsWork()'", sink: SilentSink())
      test.end()
      LateWork.report(
        ReportedIssue(message: "Unimplemented: 'Analytics.track'", location: SourceLocation()),
        of: test)
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("error: Unimplemented: 'Analytics.track'"))
    #expect(output.contains("This issue was raised by work that 'startsWork()' started"))
    #expect(output.contains("after that test ended, so it could fail no test: it fails the run"))
    #expect(output.contains("Await the task the test starts (or cancel it)"))
  }

  @Test func aRunWithNothingLateExitsWithSuccess() async {
    await #expect(processExitsWith: .success) {
      let test = TestLifetime(name: "'endsClean()'", sink: SilentSink())
      test.end()
    }
  }

  @Test func aLateWarningNamesItsTestAndFailsNothing() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let test = TestLifetime(name: "'pollsLate()'", sink: SilentSink())
      test.end()
      LateWork.reportWarning(
        ReportedIssue(
          message: "slow response", location: SourceLocation(), severity: .warning),
        of: test)
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("warning: slow response"))
    #expect(output.contains("Raised by work that 'pollsLate()' started"))
    #expect(output.contains("after that test ended"))
    #expect(!output.contains("error:"))
  }

  @Test func aLateReadIsNamedOncePerSite() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let test = TestLifetime(name: "'readsLate()'", sink: SilentSink())
      test.end()
      let site = ReadSite(
        fileID: "App/Model.swift", filePath: "/App/Model.swift", line: 52, column: 3)
      for _ in 1...3 { LateWork.noteRead(TestKey.self, at: site, by: test) }
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    let lines = output.split(separator: "\n").filter { $0.contains("read by work of") }
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("App/Model.swift:52:3: warning: ") == true)
    #expect(lines.first?.contains("read by work of 'readsLate()'") == true)
  }
}

private enum TestKey: TestDependencyKey {
  static let testValue = 0
}
