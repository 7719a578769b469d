import Dependence

extension TestClock {
  /// Warns, as `run`'s test ends outside deterministic scheduling, about its sleepers that the
  /// clock's last advance would have woken had they started sleeping before it: the advance ran
  /// before the code under test reached its sleep, which is why the test's expectations failed.
  func reportSleepersTheLastAdvancePassed(of run: TestRun) {
    guard !run.isDeterministic else { return }
    let (sleepers, advance) = state.withLock { state in
      (state.sleepersTheLastAdvancePassed(of: run), state.lastAdvance)
    }
    guard let advance, !sleepers.isEmpty else { return }
    let one = sleepers.count == 1
    let deadlines = sleepers.map { "\($0.deadline)" }.joined(separator: ", ")
    reportWarning(
      """
      The test ended while a TestClock (made at \(location)) still held \(sleepers.count) \
      sleeper\(one ? "" : "s") (until \(deadlines)) that its last advance, from \(advance.from) \
      to \(advance.target), would have woken: \(one ? "it" : "they") started sleeping after the \
      advance, which woke nothing. The advance ran before the code under test reached its sleep. \
      Turn on deterministic scheduling ('.dependencies(scheduling: .deterministic)' or \
      '.deterministicScheduling' on the test or suite), which runs that code until it sleeps \
      before the clock moves, or wait for the sleep with 'await clock.waitForSleepers(count: \
      \(sleepers.count))' before advancing.
      """,
      at: advance.location)
  }
}

extension TestClock {
  /// The deadlines of the sleepers of `run`'s tasks that the end of the test names as outliving
  /// it, earliest first, or `nil` for none: all of them but those the last advance passed, which
  /// ``reportSleepersTheLastAdvancePassed(of:)`` explains.
  func outlivingSleepers(of run: TestRun) -> [VirtualInstant]? {
    let deadlines = state.withLock { state in
      let passed =
        run.isDeterministic ? [] : Set(state.sleepersTheLastAdvancePassed(of: run).map(\.id))
      return state.queue.all.filter { $0.run === run && !passed.contains($0.id) }.map(\.deadline)
    }
    return deadlines.isEmpty ? nil : deadlines
  }
}
