// Shape seen in: a SwiftComponent test-step helper found by code search (`import Dependencies` alone, `continuousClock as? TestClock<Duration>` advanced in a library file) and swift-dependencies' documentation of `continuousClock` ("ImmediateClock and TestClock … automatically imported and available when you import this library") — the clocks reached through `import Dependencies`' re-export of swift-clocks, outside the tests
import Dependencies

/// Waits out the intervals of a polling loop.
public struct Ticker: Sendable {
  public var tick: @Sendable () async throws -> Void
}

extension Ticker: DependencyKey {
  public static var liveValue: Ticker {
    @Dependency(\.continuousClock) var clock
    return Ticker { try await clock.sleep(for: .seconds(1)) }
  }

  public static var previewValue: Ticker {
    let clock = ImmediateClock()
    return Ticker { try await clock.sleep(for: .seconds(1)) }
  }
}

extension DependencyValues {
  public var ticker: Ticker {
    get { self[Ticker.self] }
    set { self[Ticker.self] = newValue }
  }
}

/// Advances the test clock a feature reads, when there is one: a helper the package ships for
/// its users' tests.
public func advanceClock(by duration: Duration = .seconds(1)) async {
  @Dependency(\.continuousClock) var clock
  guard let clock = clock as? TestClock<Duration> else { return }
  await clock.advance(by: duration)
}
