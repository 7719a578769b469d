// Shape seen in: a real-package trial's test target — swift-issue-reporting's `withExpectedIssue` around an unimplemented endpoint, reached through `import Dependencies` alone; after the move the file needs `import DependenceTesting`, where `withExpectedIssue` is (before the fix: "cannot find 'withExpectedIssue' in scope")
import Dependencies
import Testing

@testable import Shape28ReexportedUnimplemented

struct DensityExpectedIssueTests {
  @Test func theTestValueReportsWhenCalled() {
    let client = DensityClient.testValue
    withExpectedIssue {
      #expect(client.cachedDensity("north", 3) == .zero)
    }
  }
}
