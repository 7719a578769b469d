import Dependence
import Testing

@Suite struct ReportIssueTests {
  @Test func collectedIssuesCarryTheCallersLocation() {
    let line = #line + 1
    let (_, issues) = collectIssues { reportIssue("something broke") }
    #expect(issues.map(\.message) == ["something broke"])
    #expect(issues.first?.location.line == line)
    #expect(issues.first?.location.fileID == #fileID)
  }

  @Test func errorsAreReportedWithTheirDescription() {
    let (_, issues) = collectIssues { reportIssue(DependencyError.unimplemented("API.fetch")) }
    #expect(issues.map(\.message) == ["Caught error: API.fetch is unimplemented"])
  }

  /// swift-issue-reporting's `reportIssue(error, "message")`, which swift-dependencies
  /// re-exported, compiles unchanged; the message reads as `withErrorReporting`'s does.
  @Test func anErrorWithAMessageSaysWhatFailedFirst() {
    let line = #line + 2
    let (_, issues) = collectIssues {
      reportIssue(DependencyError.unimplemented("DB.open"), "Could not open the database")
    }
    #expect(
      issues.map(\.message) == [
        "Could not open the database: Caught error: DB.open is unimplemented"
      ])
    #expect(issues.first?.location.line == line)
  }

  /// A message that may be `nil`, which the optional overload takes.
  @Test func anErrorWithAnOptionalMessageSaysItWhenThereIsOne() {
    let error = DependencyError.unimplemented("DB.open")
    let (_, issues) = collectIssues {
      reportIssue(error, String?.none)
      reportIssue(error, String?.some("Opening"))
    }
    #expect(
      issues.map(\.message) == [
        "Caught error: DB.open is unimplemented", "Opening: Caught error: DB.open is unimplemented",
      ])
  }

  /// swift-issue-reporting's `severity:`, which swift-dependencies re-exported, compiles
  /// unchanged, in each form.
  @Test func anIssueCarriesTheSeverityItWasReportedWith() {
    let error = DependencyError.unimplemented("DB.open")
    let (_, issues) = collectIssues {
      reportIssue("slow", severity: .warning)
      reportIssue("broken", severity: .error)
      reportIssue(error, severity: .warning)
      reportIssue(error, "Opening", severity: .warning)
      reportIssue("plain")
    }
    #expect(issues.map(\.severity) == [.warning, .error, .warning, .warning, .error])
    #expect(
      issues.map(\.message)[2...3] == [
        "Caught error: DB.open is unimplemented", "Opening: Caught error: DB.open is unimplemented",
      ])
  }

  @Test func withoutATestingLibraryIssuesAreRuntimeWarningsOnStandardError() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      reportIssue("just a warning")
    }
    let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(output.contains("ReportIssueTests.swift:"))
    #expect(output.contains("warning: just a warning"))
  }
}
