public import Foundation

extension DependencyValues {
  /// The calendar for dates shown to the user and for date arithmetic.
  ///
  /// - Live and preview: `Calendar.autoupdatingCurrent`.
  /// - Test: a fixed calendar, so results do not depend on the machine: the Gregorian calendar
  ///   in UTC with the `en_US_POSIX` locale (``DependencyValues/locale`` and
  ///   ``DependencyValues/timeZone`` have the same test values). Override it to test another
  ///   calendar.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

enum CalendarKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.calendar"
  static var liveValue: Calendar { .autoupdatingCurrent }
  static var previewValue: Calendar { liveValue }
  static var testValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZoneKey.testValue
    calendar.locale = LocaleKey.testValue
    return calendar
  }
}
