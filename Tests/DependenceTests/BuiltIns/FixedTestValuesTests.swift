import Dependence
import Foundation
import Testing

@Suite struct FixedTestValuesTests {
  @Test func testValuesAreFixedAndReportNothing() {
    let (values, issues) = collectIssues {
      let values = freshValues()
      return (values.locale, values.timeZone, values.calendar)
    }
    let (locale, timeZone, calendar) = values
    #expect(issues.isEmpty)
    #expect(locale.identifier == "en_US_POSIX")
    #expect(timeZone.identifier == "UTC" || timeZone.identifier == "GMT")
    #expect(timeZone.secondsFromGMT() == 0)
    #expect(calendar.identifier == .gregorian)
    #expect(calendar.timeZone == timeZone)
    #expect(calendar.locale == locale)
  }

  @Test func testCalendarGivesTheSameDayEverywhere() {
    let calendar = freshValues().calendar
    let date = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
    let parts = calendar.dateComponents([.year, .month, .day, .hour], from: date)
    #expect(parts.year == 2023 && parts.month == 11 && parts.day == 14 && parts.hour == 22)
  }

  @Test func liveValuesFollowTheSystem() {
    let values = freshValues(.live)
    #expect(values.locale == Locale.autoupdatingCurrent)
    #expect(values.timeZone == TimeZone.autoupdatingCurrent)
    #expect(values.calendar == Calendar.autoupdatingCurrent)
  }

  @Test func overridesReplaceTheFixedValues() {
    withDependencies {
      $0.locale = Locale(identifier: "fr_FR")
    } operation: {
      @Dependency(\.locale) var locale
      #expect(locale.identifier == "fr_FR")
    }
  }

  @Test func preferredLocalesAreFixedInTestsAndFollowTheSystemLive() {
    let (locales, issues) = collectIssues { freshValues().preferredLocales }
    #expect(issues.isEmpty)
    #expect(locales.map(\.identifier) == ["en_US_POSIX"])
    #expect(
      freshValues(.live).preferredLocales.map(\.identifier)
        == Locale.preferredLanguages.map { Locale(identifier: $0).identifier })
  }
}
