public import Foundation

extension DependencyValues {
  /// The user's preferred languages for content, most preferred first, as locales.
  ///
  /// - Live and preview: `Locale.preferredLanguages`, as locales.
  /// - Test: `[en_US_POSIX]`, so results do not depend on the machine.
  public var preferredLocales: [Locale] {
    get { self[PreferredLocalesKey.self] }
    set { self[PreferredLocalesKey.self] = newValue }
  }
}

enum PreferredLocalesKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.preferredLocales"
  static var liveValue: [Locale] { Locale.preferredLanguages.map(Locale.init(identifier:)) }
  static var previewValue: [Locale] { liveValue }
  static var testValue: [Locale] { [Locale(identifier: "en_US_POSIX")] }
}
