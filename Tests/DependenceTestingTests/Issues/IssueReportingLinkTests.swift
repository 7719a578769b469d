import Testing

@testable import DependenceTesting

/// The check that a process linking swift-issue-reporting without its test support does not
/// pass silently. The behaviour end to end — a run that loses reports fails once, a run that
/// links the test support does not — is checked in a consumer package by
/// `Scripts/issue-reporting-fixture.sh`.
@Suite struct IssueReportingLinkTests {
  @Test func reportsAreLostOnlyWhenTheLibraryIsLinkedWithoutItsTestSupport() {
    #expect(IssueReportingLink.losesReports(issueReportingIsLinked: true, testSupportIsFound: false))
    #expect(!IssueReportingLink.losesReports(issueReportingIsLinked: true, testSupportIsFound: true))
    #expect(!IssueReportingLink.losesReports(issueReportingIsLinked: false, testSupportIsFound: false))
  }

  @Test func thisPackagesTestsDoNotLinkTheLibrary() {
    #expect(_typeByName(IssueReportingLink.issueReportingTypeName) == nil)
    #expect(!IssueReportingLink.isLosingReports)
  }

  @Test func aTypeOfALinkedModuleIsFoundByItsMangledName() {
    // The lookup the check relies on, made for a type of a module this binary links.
    #expect(_typeByName("7Testing4TestV") == Test.self)
  }

  @Test func theMessageNamesTheProductAndBothPackages() {
    let message = IssueReportingLink.message
    #expect(message.contains(#".product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")"#))
    #expect(message.contains(#"package: "swift-issue-reporting""#))
    #expect(message.contains("expectNoDifference"))
  }
}
