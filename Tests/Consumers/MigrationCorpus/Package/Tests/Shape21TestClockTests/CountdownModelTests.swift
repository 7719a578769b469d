// Shape seen in: pointfreeco/swift-dependencies Sources/DependenciesTestSupport/Dependency+TestExtension.swift (its documented use) and soulfresh/look-away LookAwayTests/services/BreakClock.swift — a `TestClock<Duration>` read back with `@Dependency(\.continuousClock, as: TestClock<Duration>.self)`, advanced inside `await withMainSerialExecutor { }`, and `ImmediateClock()` in a trait
import Clocks
import Dependencies
import DependenciesTestSupport
import Testing

@testable import Shape11ContinuousClock

@MainActor
@Suite(.dependencies { $0.continuousClock = TestClock() })
struct CountdownModelTests {
  @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock

  @Test func countsDownOneSecondAtATime() async {
    await withMainSerialExecutor {
      let model = CountdownModel(countdown: 2)
      async let countdown: Void = model.start()
      await clock.advance(by: .seconds(2))
      await countdown
      #expect(model.countdown == 0)
    }
  }

  @Test(.dependency(\.continuousClock, ImmediateClock()))
  func immediateClockFinishesAtOnce() async {
    let model = CountdownModel(countdown: 3)
    await model.start()
    #expect(model.countdown == 0)
  }
}

/// A clock a test owns, as the tests of several apps wrap it.
final class BreakClock: Sendable {
  let clock = TestClock<Duration>()

  func tick() async {
    await clock.advance(by: .zero)
  }

  func run() async {
    await clock.run()
  }
}
