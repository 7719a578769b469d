import Dependence
import Foundation
import Testing

@Suite struct DateGeneratorTests {
  @Test func liveValueIsTheCurrentDate() {
    let before = Date()
    let date = freshValues(.live).date.now
    #expect(date >= before && date <= Date())
  }

  @Test func constantAlwaysReturnsItsDate() {
    let fixed = Date(timeIntervalSince1970: 1_234_567_890)
    withDependencies { $0.date = .constant(fixed) } operation: {
      @Dependency(\.date) var date
      #expect(date.now == fixed)
      #expect(date() == fixed)
    }
  }

  @Test func testValueReportsNamingTheDependencyAndTheFix() {
    let (date, issues) = collectIssues { freshValues().date.now }
    #expect(date == Date(timeIntervalSinceReferenceDate: 0))
    #expect(
      issues.map(\.message) == [
        """
        @Dependency(\\.date) is unimplemented in tests: override it with \
        `$0.date = .constant(Date(timeIntervalSince1970: 0))` in 'withDependencies' or a \
        '.dependencies' trait.
        """
      ])
  }

  @Test func settingNowFixesTheDate() {
    let fixed = Date(timeIntervalSince1970: 1_234_567_890)
    let (now, issues) = collectIssues {
      withDependencies { $0.date.now = fixed } operation: { DependencyValues.current.date.now }
    }
    #expect(now == fixed)
    #expect(issues.isEmpty)
  }
}
