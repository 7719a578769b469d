public import Foundation

extension DependencyValues {
  /// The locale for formatting values shown to the user.
  ///
  /// - Live and preview: `Locale.autoupdatingCurrent`.
  /// - Test: `en_US_POSIX`, so formatted text does not depend on the machine.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

enum LocaleKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.locale"
  static var liveValue: Locale { .autoupdatingCurrent }
  static var previewValue: Locale { liveValue }
  static var testValue: Locale { Locale(identifier: "en_US_POSIX") }
}
