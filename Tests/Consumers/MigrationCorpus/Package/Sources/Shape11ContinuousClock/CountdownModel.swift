// Shape seen in: a DependencyCountdownDemo view (code-search hit in Point-Free's case studies) — `@Dependency(\.continuousClock) var clock`, `clock.sleep(for:)` and swift-clocks' `clock.timer(interval:)`
import Dependencies

@MainActor
public final class CountdownModel {
  @Dependency(\.continuousClock) var clock
  public private(set) var countdown: Int
  public private(set) var ticks = 0

  public init(countdown: Int = 3) {
    self.countdown = countdown
  }

  public func start() async {
    while countdown > 0 {
      try? await clock.sleep(for: .seconds(1))
      countdown -= 1
    }
  }

  public func count(upTo limit: Int) async {
    for await _ in clock.timer(interval: .seconds(1)) {
      ticks += 1
      if ticks >= limit { break }
    }
  }
}
