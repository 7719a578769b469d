import Dependence
import Testing

@Suite struct ClocksTests {
  @Test func liveClocksAreTheSystemClocks() {
    let values = freshValues(.live)
    #expect(values.continuousClock is ContinuousClock)
    #expect(values.suspendingClock is SuspendingClock)
  }

  @Test func testClocksReportEveryUseNamingTheDependencyAndTheFix() async {
    let (_, issues) = await collectIssues {
      let clock = freshValues().continuousClock
      // Through `any Clock`, `sleep(for:)` is one use, named as the code wrote it, not `now`.
      await #expect(throws: DependencyError.unimplemented("\\.continuousClock.sleep")) {
        try await clock.sleep(for: .seconds(1))
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        @Dependency(\\.continuousClock) is unimplemented in tests ('sleep(for:tolerance:)' \
        was used): override it with `$0.continuousClock = TestClock()` in 'withDependencies' \
        or a '.dependencies' trait.
        """
      ])
  }

  @Test func suspendingClockTestValueReports() {
    let (_, issues) = collectIssues { _ = freshValues().suspendingClock.minimumResolution }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("@Dependency(\\.suspendingClock)") == true)
  }
}
