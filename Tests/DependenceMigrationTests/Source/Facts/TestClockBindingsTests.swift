import SwiftParser
import Testing

@testable import DependenceMigration

/// The names a file gives its `TestClock`s, and the calls that advance one of them.
@Suite struct TestClockBindingsTests {
  @Test func findsEachWayOfMakingOrTypingAClock() {
    let source = """
      struct Fixture {
        let clock = TestClock()
        static let shared = TestClock<Duration>(now: .init(offset: .zero))
        var typed: TestClock<Duration>!
        var optional: Clocks.TestClock<Duration>?
        let qualified = DependenceTesting.TestClock()
        @Dependency(\\.continuousClock, as: TestClock<Duration>.self) var wrapped
        @Dependency(\\.continuousClock) var live
        let other = ContinuousClock()
        let count = 3
      }
      func make() -> TestClock<Duration> { TestClock() }

      """
    #expect(
      TestClockBindings(Parser.parse(source: source)).names
        == ["clock", "shared", "typed", "optional", "qualified", "wrapped"])
  }

  @Test(arguments: [
    "await clock.advance(by: .seconds(1))", "await fixture.clock.advance(to: .zero)",
    "await self.clock.run()", "try await clock.run(timeout: .seconds(1))",
    "clock.checkSuspension()", "await clock.advanceBy(1)",
    "await harness.testClock.advance(by: .zero)", "await mainClock.advance()",
  ])
  /// On one of the names, or on a name that says it is a clock.
  func aCallOnANamedClockAdvancesIt(_ line: String) {
    #expect(TestClockBindings.advance(oneOf: ["clock"], in: Parser.parse(source: line)))
  }

  @Test(arguments: [
    "await game.advance()", "await advance(by: .seconds(1))", "await clock.sleep(for: .zero)",
    "await runner.run()", "let f = clock.advance", "await clock().advance(by: .zero)",
    "await fixture.timer.advance(by: .zero)",
  ])
  func noOtherCallDoes(_ line: String) {
    #expect(!TestClockBindings.advance(oneOf: ["clock"], in: Parser.parse(source: line)))
  }
}
