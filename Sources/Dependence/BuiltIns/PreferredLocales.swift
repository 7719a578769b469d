public import Foundation

extension DependencyValues {
  /// The user's preferred languages for content, most preferred first, as locales.
  ///
  /// Unlike ``DependencyValues/locale``, which formats values, this list chooses the language
  /// of content (which translation to fetch, say).
  ///
  /// - Live and preview: `Locale.preferredLanguages`, as locales.
  /// - Test: a fixed list, `[en_US_POSIX]`, so results do not depend on the machine. Override it
  ///   to test another language.
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
