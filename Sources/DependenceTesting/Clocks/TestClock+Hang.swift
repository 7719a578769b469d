import Dependence

extension TestClock {
  /// Watches the clock for hangs, with the checks of `line`, until no sleeper of a running test
  /// is left. Call it with the clock's lock released: the hang watch's lock never nests inside it.
  func watchForHangs(since progress: ContinuousClock.Instant, timeout: Duration, line: UInt64) {
    ProcessState.hangWatch.check(self, at: progress.advanced(by: timeout), line: line)
    ProcessState.starvation.measure()
  }

  /// When the checks of `line` look again, or `nil` to stop them; ends a hang that is due.
  func nextHangCheck(line: UInt64) -> ContinuousClock.Instant? {
    // Lock order: the clock's, then each sleeper's run's and the starvation meter's (leaves here).
    let check = state.withLock { state in
      state.checkForHang(
        at: .now, line: line, isRunning: { $0.run?.isFinished != true },
        settled: { $0.run?.lastSettled },
        starved: ProcessState.starvation.starvedTime(from:to:))
    }
    switch check {
    case .stop:
      return nil
    case .check(let deadline):
      return deadline
    case .confirm(let progress, let fallback):
      Task.detached { [weak self] in
        await Self.probeQueuedWork()
        // A test that moved meanwhile is not looked at again until its own check is due.
        guard let self, let line = state.withLock({ $0.confirmHang(since: progress) }) else {
          return
        }
        // A new line of checks: the one that waits for `fallback` stops when it looks.
        ProcessState.hangWatch.check(self, at: .now, line: line)
      }
      return fallback
    case .hung(
      let sleepers, let timeout, let now, let advance, let starved, let late, let overdue):
      let message = hangMessage(
        sleepers, timeout: timeout,
        uncounted: uncountedNote(starved: starved, late: late, overdue: overdue),
        now: now, lastAdvance: advance)
      let location = advance?.location ?? location
      var reported: Set<ObjectIdentifier?> = []
      for sleeper in sleepers {
        let test = sleeper.run.map(ObjectIdentifier.init)
        var report: HangReport?
        if reported.insert(test).inserted, sleeper.run?.noteHangReported() != false {
          report = HangReport(message: message, location: location)
        }
        sleeper.continuation.resume(returning: .hung(report: report))
      }
      return nil
    }
  }

  /// Returns once jobs queued now on the main actor and the global executor have had their
  /// turn, a few times over: a test's next step, waiting there, has run by then.
  @concurrent private static func probeQueuedWork() async {
    for _ in 0..<hangProbeRounds { await MainActor.run {} }
  }

  /// How many rounds through the main actor and back confirm a hang: a test's step can take
  /// several hops between them before it reaches its clock.
  private static let hangProbeRounds = 3

  /// The hang message: what the sleepers waited for, and the likely cause.
  private func hangMessage(
    _ sleepers: [SleeperQueue.Sleeper], timeout: Duration, uncounted: String,
    now: VirtualInstant, lastAdvance advance: ClockState.Advance?
  ) -> String {
    let startedLate = sleepers.filter { sleeper in
      advance.map { sleeper.id >= $0.nextSleepID } ?? false
    }
    let lines = sleepers.map { sleeper in
      var line = "  - until \(sleeper.deadline)"
      if startedLate.contains(where: { $0.id == sleeper.id }), let advance {
        line += ", a sleep that started after the clock was last advanced (to \(advance.target))"
      }
      return line
    }
    let cause: String
    if !startedLate.isEmpty, startedLate.contains(where: { $0.run?.isDeterministic == true }) {
      let one = startedLate.count == 1
      cause = """
        The test advanced the clock before \(one ? "this sleep" : "these sleeps") started. With \
        deterministic scheduling, an advance first runs the test's own work until it sleeps, so \
        either the task started after the advance (start it first), or it reached its sleep \
        late, after work deterministic scheduling cannot see: a continuation a Dispatch queue \
        or a callback resumes, an actor's or a '@concurrent' function's work on the global \
        executor. \(Self.unseenWorkRemedy)
        """
    } else if !startedLate.isEmpty {
      cause = """
        The test advanced the clock before \(startedLate.count == 1 ? "this sleep" : "these sleeps") \
        started, so the advance could not wake \(startedLate.count == 1 ? "it" : "them"). With \
        deterministic scheduling ('@Test(.deterministicScheduling)'), advancing first runs the \
        code under test until it sleeps; without it, wait for the sleep with \
        'waitForSleepers(count:)' before advancing.
        """
    } else if sleepers.contains(where: { $0.run?.isDeterministic == true }) {
      cause = """
        Nothing advanced the clock to \(sleepers[0].deadline). If the test did, the sleep it meant \
        to wake started late, after work deterministic scheduling cannot see: a task off the \
        test's executor (see any warning above), a continuation a Dispatch queue or a callback \
        resumes, an actor's or a '@concurrent' function's work on the global executor. \
        \(Self.unseenWorkRemedy) Otherwise advance the clock further, or call 'run()'.
        """
    } else {
      cause = """
        Nothing advanced the clock to \(sleepers[0].deadline): advance it further, or call \
        'run()'. If the test did advance it, the sleep had not started yet: use deterministic \
        scheduling ('@Test(.deterministicScheduling)'), or wait for the sleep with \
        'waitForSleepers(count:)' before advancing.
        """
    }
    return """
      A TestClock (made at \(location)) saw no progress for \(timeout) while \(sleepers.count) \
      task\(sleepers.count == 1 ? "" : "s") slept on it; the clock is at \(now):
      \(lines.joined(separator: "\n"))
      \(cause)\(uncounted)
      The sleeping tasks throw CancellationError so that the test can end. Change the bound with \
      a '.hangTimeout(_:)' trait.
      """
  }
}

extension TestClock {
  /// How deterministic scheduling waits for work it cannot see, and how to make a test exact.
  static let unseenWorkRemedy = """
    An advance waits for such work only a quiet period, or a short pause while a main-actor \
    task sleeps on the clock, and not at all while only tasks on the test's executor do. To \
    make it exact, wait for the sleep with 'waitForSleepers(count:)' before advancing, or run \
    that work on the test's executor ('Task(executorPreference: PreferredExecutor.current)').
    """
}

/// Sentences on the time a hang report did not count (`starved`), or, for a clock confirmed
/// because it was `overdue` (that long without progress), on how much of it the process kept
/// work waiting; and on how long after it was due it came (`late`). Each if long enough to
/// mention.
func uncountedNote(starved: Duration, late: Duration, overdue: Duration? = nil) -> String {
  var note = ""
  let busy = """
    the process kept its work waiting for a thread (the main actor, Swift's global executor or \
    the test executors' threads were busy)
    """
  if let overdue {
    note += """

      In \(overdue.spoken) without progress, \(busy) for \(starved.spoken): a clock \
      \(ClockState.overdueTimeouts) timeouts without progress is reported however busy the \
      process is, once jobs sent through the main actor and Swift's global executor came back.
      """
  } else if starved >= .milliseconds(100) {
    note += """

      Not counted: \(starved.spoken) more in which \(busy).
      """
  }
  if late >= .milliseconds(100) {
    note += """

      Reported \(late.spoken) after it was due: it waited for jobs sent through the main \
      actor and Swift's global executor to come back with the clock still not moving, so that \
      a test waiting its turn there is not called hung.
      """
  }
  return note
}

/// What a hung clock reports, once per test, from one of the test's own tasks: a failure of
/// the test whose task slept, which a `try?` around the sleep cannot swallow, and which
/// `withExpectedIssue` does not take for the issue it expects.
struct HangReport: Sendable {
  let message: String
  let location: SourceLocation

  func deliver() {
    reportIssue(ReportedIssue(message: message, location: location, isExpectable: false))
  }
}
