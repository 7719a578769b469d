// Main-actor models whose tasks wait, between sleeps, for work a deterministic test does not run
// (issue 57): each must be right on every run, or warned on every run in which it can be wrong.
// Scripts/hop-shapes.sh runs each in fresh processes.
import DependenceTesting
import Foundation
import Testing
import XCTest

#if APP_MODULE
  @testable import App
#elseif PLAIN_APP_MODULE
  @testable import PlainApp
#endif

@MainActor @Suite(.deterministicScheduling) struct SharedHopShapesTests {
  /// swift-clocks' `testRunWithTimeout`: the loop asks an actor before each sleep, so `run` must
  /// keep waking it until its real-time bound, and report that it ran out of time, never return
  /// early as if the loop had ended. (How many wakes fit in the bound depends on the machine's
  /// load: a busy suite under a sanitizer's hang timeout can spend it all in quiet periods.)
  @Test func anActorHopInsideARunWithATimeout() async {
    let clock = TestClock()
    let ticker = withDependencies { $0.continuousClock = clock } operation: { SwitchedTicker() }
    ticker.start()
    await withKnownIssue {
      await clock.run(timeout: .seconds(1))
    } matching: { issue in
      issue.description.contains("ran out of time")
    }
    await ticker.stop()
    await clock.run(timeout: .seconds(5))
    await ticker.finished()
  }

  /// A continuation a Dispatch queue resumes, then a sleep: the advance must wait for both.
  @Test func aContinuationResumedFromADispatchQueue() async {
    await expectAContinuationResumedFromADispatchQueue()
  }

  /// A continuation a Dispatch queue resumes while a main-actor task sleeps on the clock: the
  /// advance pauses only 1 ms for it before it moves (the guide's limit). Scripts/hop-shapes.sh
  /// counts its runs; the sanitized must-pass runs, whose threads can take longer, leave it out.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["CONSUMERS_SANITIZED"] != "1"))
  func aContinuationResumedFromADispatchQueueBesideASleeper() async {
    await expectAContinuationResumedFromADispatchQueueBesideASleeper()
  }

  /// A stream another actor feeds: each value is shown a second after it arrives.
  @Test func anAsyncStreamFedFromAnotherActor() async {
    await expectAnAsyncStreamFedFromAnotherActor()
  }
}

/// The hop shapes as parameterized cases that all run in parallel (DEPENDENCE_CASES of each, 100
/// by default), each waiting its turn on the main actor the others share: by hand,
/// `DEPENDENCE_CASES=20000` with a second test process beside it (issue 57).
@MainActor @Suite(.deterministicScheduling) struct SharedManyParallelHopShapesTests {
  @Test(arguments: 0..<caseCount) func aContinuationResumedFromADispatchQueue(case: Int) async {
    await expectAContinuationResumedFromADispatchQueue()
  }

  @Test(arguments: 0..<caseCount)
  func aContinuationResumedFromADispatchQueueBesideASleeper(case: Int) async {
    await expectAContinuationResumedFromADispatchQueueBesideASleeper()
  }

  @Test(arguments: 0..<caseCount) func anAsyncStreamFedFromAnotherActor(case: Int) async {
    await expectAnAsyncStreamFedFromAnotherActor()
  }

  @Test(arguments: 0..<caseCount) func swiftClocksRunWithTimeout(case: Int) async {
    await expectSwiftClocksRunWithTimeout()
  }
}

@MainActor private func expectAContinuationResumedFromADispatchQueue() async {
  let clock = TestClock()
  let loader = withDependencies { $0.continuousClock = clock } operation: { DispatchedLoader() }
  loader.load()
  await clock.advance(by: .seconds(1))
  #expect(loader.value == 42)
  await loader.finished()
}

@MainActor private func expectAContinuationResumedFromADispatchQueueBesideASleeper() async {
  let clock = TestClock()
  let ticker = withDependencies { $0.continuousClock = clock } operation: { LoadingTicker() }
  ticker.start()
  await clock.advance(by: .seconds(1))
  #expect(ticker.ticks == 1)
  #expect(ticker.loader.value == 42)
  await ticker.stop()
}

@MainActor private func expectAnAsyncStreamFedFromAnotherActor() async {
  let clock = TestClock()
  let inbox = withDependencies { $0.continuousClock = clock } operation: { FeedInbox() }
  inbox.start(feeding: [1, 2, 3])
  await clock.advance(by: .seconds(3))
  #expect(inbox.received == [1, 2, 3])
  await inbox.finished()
}

extension SharedHopShapesTests {
  /// swift-clocks' own `testRunWithTimeout`, as its users write it, in Swift Testing.
  @Test func swiftClocksRunWithTimeout() async {
    await expectSwiftClocksRunWithTimeout()
  }
}

@MainActor private func expectSwiftClocksRunWithTimeout() async {
  let clock = TestClock()
  let power = Switch()
  await startLoopAskingAnActor(power, clock)
  await withKnownIssue {
    await clock.run(timeout: .seconds(1))
  } matching: { issue in
    issue.description.contains("ran out of time")
  }
  await power.turnOff()
  await clock.run(timeout: .seconds(1))
}

/// swift-clocks' own `testRunWithTimeout` in the testing guide's deterministic XCTest recipe.
@MainActor final class SharedHopShapesXCTests: DependenceTestCase, @unchecked Sendable {
  override var scheduling: TestScheduling { .deterministic }

  func testRunWithTimeout() async {
    let clock = TestClock()
    let power = Switch()
    await startLoopAskingAnActor(power, clock)
    await withExpectedIssue("ran out of time") {
      await clock.run(timeout: .seconds(1))
    }
    await power.turnOff()
    await clock.run(timeout: .seconds(1))
  }
}

/// Starts swift-clocks' loop in a main-actor task, which asks `power` before each sleep on
/// `clock`, and returns once the task has started.
@MainActor private func startLoopAskingAnActor(_ power: Switch, _ clock: TestClock) async {
  let (stream, continuation) = AsyncStream<Never>.makeStream()
  Task {
    continuation.finish()
    while await power.isOn {
      try await clock.sleep(for: .seconds(1))
    }
  }
  for await _ in stream {}
}
