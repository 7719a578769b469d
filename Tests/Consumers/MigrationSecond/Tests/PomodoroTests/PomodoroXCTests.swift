import Clocks
import CustomDump
import Dependencies
import XCTest

@testable import Pomodoro

@MainActor
final class PomodoroXCTests: XCTestCase {
  func testFocusLogsTheSessionAndAnnouncesTheBreak() async throws {
    let messages = LockIsolated<[String]>([])
    let timer = withDependencies {
      $0.continuousClock = ImmediateClock()
      $0.uuid = .incrementing
      $0.date.now = morning
      $0.sessionLog = .inMemory()
      $0.notifier.post = { message in messages.withValue { $0.append(message) } }
    } operation: {
      PomodoroTimer(focusLength: .seconds(25 * 60))
    }

    let session = try await timer.focus(on: "Plan the week")

    expectNoDifference(
      session,
      Session(id: UUID(0), task: "Plan the week", startedAt: morning, length: .seconds(1500))
    )
    expectNoDifference(messages.value, ["Plan the week: time for a break"])
  }

  func testTheCountdownFollowsATestClock() async throws {
    let clock = TestClock()
    try await withMainSerialExecutor {
      let timer = withDependencies {
        $0.continuousClock = clock
        $0.uuid = .incrementing
        $0.date.now = morning
        $0.sessionLog = .inMemory()
        $0.notifier.post = { _ in }
      } operation: {
        PomodoroTimer(focusLength: .seconds(3))
      }
      async let session = timer.focus(on: "Stretch")

      await clock.advance(by: .seconds(1))
      XCTAssertEqual(timer.remaining, .seconds(2))
      await clock.advance(by: .seconds(2))
      let finished = try await session
      XCTAssertEqual(finished.task, "Stretch")
      XCTAssertEqual(timer.remaining, .zero)
    }
  }
}
