public import Foundation

extension DependencyValues {
  /// The notification center to post and observe notifications on.
  ///
  /// - Live and preview: `NotificationCenter.default`.
  /// - Test: a new, empty center for each test.
  public var notificationCenter: NotificationCenter {
    get { self[NotificationCenterKey.self] }
    set { self[NotificationCenterKey.self] = newValue }
  }
}

enum NotificationCenterKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.notificationCenter"
  static var liveValue: NotificationCenter { .default }
  static var previewValue: NotificationCenter { liveValue }
  static var testValue: NotificationCenter { NotificationCenter() }
}
