// Shape seen in: Dimension-North-Inc/Silo Sources/Silo/Injectables/Builtin/Clock.swift — its own clock keys with `import Clocks`: an `ImmediateClock()` for previews and an `UnimplementedClock` for tests
import Clocks
import Dependencies

extension DependencyValues {
  /// The clock the animations wait on.
  public var animationClock: any Clock<Duration> {
    get { self[AnimationClockKey.self] }
    set { self[AnimationClockKey.self] = newValue }
  }
}

private enum AnimationClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let previewValue: any Clock<Duration> = ImmediateClock()
  static let testValue: any Clock<Duration> = UnimplementedClock(name: "animationClock")
}

public func fadeOut() async throws {
  @Dependency(\.animationClock) var clock
  try await clock.sleep(for: .milliseconds(300))
}
