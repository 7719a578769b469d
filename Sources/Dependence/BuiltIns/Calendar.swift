public import Foundation

extension DependencyValues {
  /// The calendar for dates shown to the user and for date arithmetic.
  ///
  /// - Live and preview: `Calendar.autoupdatingCurrent`.
  /// - Test: the Gregorian calendar in UTC with the `en_US_POSIX` locale.
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
