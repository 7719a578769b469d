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

  /// A body that reports only on some runs: here the cache answers, and nothing is called.
  @Test func aCacheHitReportsNothingAndIsAllowedTo() {
    let client = DensityClient.testValue
    let cached = ["north": Density(value: 1.5)]
    withExpectedIssue(isIntermittent: true) {
      let density = cached["north"] ?? client.cachedDensity("north", 3)
      #expect(density == Density(value: 1.5))
    }
  }
}
