// Shape seen in: a timer feature that sleeps on `\.continuousClock`, driven in its tests by a
// `TestClock` the test file reaches through the core module's re-export
@MainActor
public final class Countdown {
  @Dependency(\.continuousClock) var clock
  public private(set) var remaining: Int

  public init(from seconds: Int) { remaining = seconds }

  public func run() async {
    while remaining > 0 {
      do { try await clock.sleep(for: .seconds(1)) } catch { return }
      remaining -= 1
    }
  }
}
