extension DependencyValues {
  /// A clock that keeps counting while the system sleeps, such as for timeouts and debouncing.
  ///
  /// - Live and preview: `ContinuousClock()`.
  /// - Test: an ``UnimplementedClock``; override it with a `TestClock` or an `ImmediateClock`.
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }

  /// A clock that stops counting while the system sleeps, such as for animations.
  ///
  /// - Live and preview: `SuspendingClock()`.
  /// - Test: an ``UnimplementedClock``; override it with a `TestClock` or an `ImmediateClock`.
  public var suspendingClock: any Clock<Duration> {
    get { self[SuspendingClockKey.self] }
    set { self[SuspendingClockKey.self] = newValue }
  }
}

enum ContinuousClockKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.continuousClock"
  static var liveValue: any Clock<Duration> { ContinuousClock() }
  static var previewValue: any Clock<Duration> { liveValue }
  static var testValue: any Clock<Duration> { unimplementedClock("continuousClock") }
}

enum SuspendingClockKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.suspendingClock"
  static var liveValue: any Clock<Duration> { SuspendingClock() }
  static var previewValue: any Clock<Duration> { liveValue }
  static var testValue: any Clock<Duration> { unimplementedClock("suspendingClock") }
}

private func unimplementedClock(_ path: String) -> UnimplementedClock {
  UnimplementedClock(name: "\\.\(path)") { use in
    unimplementedBuiltInMessage(path, override: "$0.\(path) = TestClock()", use: use)
  }
}
