public import Foundation

extension DependencyValues {
  /// The time zone for dates shown to the user.
  ///
  /// - Live and preview: `TimeZone.autoupdatingCurrent`.
  /// - Test: UTC, so results do not depend on the machine.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

enum TimeZoneKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.timeZone"
  static var liveValue: TimeZone { .autoupdatingCurrent }
  static var previewValue: TimeZone { liveValue }
  static var testValue: TimeZone { TimeZone(identifier: "UTC")! }
}
