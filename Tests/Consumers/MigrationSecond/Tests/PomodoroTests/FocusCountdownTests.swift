import Clocks
import CustomDump
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import Pomodoro

@Suite(
  .dependencies {
    $0.continuousClock = TestClock()
    $0.uuid = .incrementing
    $0.date.now = morning
    $0.sessionLog = .inMemory()
    $0.notifier.post = { _ in }
  }
)
@MainActor
struct FocusCountdownTests {
  @Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock

  @Test func countsDownASecondAtATime() async throws {
    try await withMainSerialExecutor {
      let timer = PomodoroTimer(focusLength: .seconds(5))
      async let session = timer.focus(on: "Write the tests")

      await clock.advance(by: .seconds(4))
      #expect(timer.isFocusing)
      #expect(timer.remaining == .seconds(1))

      await clock.advance(by: .seconds(1))
      let finished = try await session
      expectNoDifference(
        finished,
        Session(id: UUID(0), task: "Write the tests", startedAt: morning, length: .seconds(5))
      )
      #expect(!timer.isFocusing)
      let history = try await timer.history()
      expectNoDifference(history.map(\.task), ["Write the tests"])
    }
  }

  @Test func aSessionStartedInATaskEndsWhenTheClockGetsThere() async throws {
    try await withMainSerialExecutor {
      let timer = PomodoroTimer(focusLength: .seconds(3))
      let task = Task { try await timer.focus(on: "Tea") }

      await clock.advance(by: .seconds(2))
      #expect(timer.remaining == .seconds(1))

      await clock.advance(by: .seconds(1))
      let session = try await task.value
      #expect(session.id == UUID(0))
      #expect(timer.remaining == .zero)
    }
  }

  @Test func cancellingASessionLogsNothing() async throws {
    try await withMainSerialExecutor {
      let timer = PomodoroTimer(focusLength: .seconds(60))
      let task = Task { try await timer.focus(on: "Inbox") }

      await clock.advance(by: .seconds(10))
      #expect(timer.remaining == .seconds(50))
      task.cancel()

      await #expect(throws: CancellationError.self) { try await task.value }
      #expect(!timer.isFocusing)
      let history = try await timer.history()
      expectNoDifference(history, [])
    }
  }
}
