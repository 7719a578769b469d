import Dependence
import Testing

extension TestRun {
  /// Names the work the test leaves running as it ends: tasks still sleeping on a `TestClock` it
  /// reached, jobs still queued on its executor, recorder calls that have not answered. Each is a
  /// warning, said once per place per run; a test that fails on outliving work
  /// (`.failsOnOutlivingWork`) fails instead, listing them, and any other task it started that
  /// still runs.
  func reportOutlivingWork(queuedJobs: Int) {
    let sleeping = inFlight.clocks.compactMap { clock in
      clock.outlivingSleepers(of: self).map { (clock, $0) }
    }
    let calls = Dictionary(grouping: inFlight.recorderCalls) { "\($0.location)" }.values
      .sorted { "\($0[0].location)" < "\($1[0].location)" }
    if let grace = outlivingWorkGrace {
      let tasksRun = endsLifetime && lifetime?.hasRunningWork == true
      failForOutlivingWork(
        grace: grace, sleeping: sleeping, queuedJobs: queuedJobs, calls: calls, tasksRun: tasksRun)
      return
    }
    let test = lifetime.map { "The test \($0.name)" } ?? "The test"
    for (clock, sleepers) in sleeping where OutlivingWork.isFirst(at: "\(clock.location)") {
      reportWarning(OutlivingWork.sleepersWarning(test, clock, sleepers), at: clock.location)
    }
    if queuedJobs > 0, OutlivingWork.isFirst(at: "jobs of \(test)") {
      reportWarning(OutlivingWork.jobsWarning(test, queuedJobs))
    }
    for group in calls where OutlivingWork.isFirst(at: "\(group[0].location)") {
      reportWarning(OutlivingWork.callsWarning(test, group), at: group[0].location)
    }
  }

  private func failForOutlivingWork(
    grace: Duration, sleeping: [(TestClock, [VirtualInstant])], queuedJobs: Int,
    calls: [[WorkInFlight.RecorderCall]], tasksRun: Bool
  ) {
    var lines: [String] = sleeping.map { clock, deadlines in
      "  - \(OutlivingWork.count(deadlines.count, "task")) sleeping on the TestClock made at "
        + "\(clock.location), until \(OutlivingWork.list(deadlines))"
    }
    if queuedJobs > 0 {
      lines.append("  - \(OutlivingWork.count(queuedJobs, "job")) queued on the test's executor")
    }
    lines += calls.map { group in
      "  - \(OutlivingWork.count(group.count, "call")) of the recorder '\(group[0].name)' "
        + "(made at \(group[0].location)) not answered yet"
    }
    if tasksRun {
      lines.append(
        lines.isEmpty
          ? "  - a task it started, which neither sleeps on a TestClock nor waits for a recorder"
          : "  - and perhaps other tasks it started")
    }
    guard !lines.isEmpty else { return }
    let location =
      sleeping.first?.0.location ?? calls.first?.first?.location ?? SourceLocation()
    recordInTest(
      ReportedIssue(
        message: """
          This test fails when work it starts outlives it ('failsOnOutlivingWork'), and \
          \(grace.spoken) after it returned, work it started still ran:
          \(lines.joined(separator: "\n"))
          Await the tasks the test starts, cancel them, or advance their clocks past their \
          deadlines, before the test returns.
          """,
        location: location))
  }

  /// Records `issue` in the run's test while it still runs, as its end does; else reports it.
  func recordInTest(_ issue: ReportedIssue) {
    if let lifetime, lifetime.sink.record(issue, in: lifetime) != nil { return }
    reportIssue(issue)
  }
}

/// The warnings about work a test leaves running as it ends, said once per place per run: a
/// clock's line, a recorder's, a test's queued jobs.
enum OutlivingWork {
  static let tally = WarningTally<String> { tests, name in
    "dependence: \(tests) tests of this run ended with work still under way at \(name); named once."
  }

  /// Whether `place` is met for the first time this run, which then warns.
  static func isFirst(at place: String) -> Bool {
    tally.noteTest(place, named: place)
  }

  static func sleepersWarning(
    _ test: String, _ clock: TestClock, _ deadlines: [VirtualInstant]
  ) -> String {
    let one = deadlines.count == 1
    return """
      \(test) ended while \(count(deadlines.count, "task")) it started still slept on the \
      TestClock made at \(clock.location), until \(list(deadlines)) (the clock is at \
      \(clock.now)): \(one ? "it outlives" : "they outlive") the test, untested. Advance the \
      clock past \(one ? "its deadline" : "their deadlines") (or call 'run()'), cancel \
      \(one ? "the task" : "the tasks"), or await \(one ? "it" : "them") before the test returns.
      """
  }

  static func jobsWarning(_ test: String, _ queuedJobs: Int) -> String {
    """
    \(test) ended while \(count(queuedJobs, "job")) \(queuedJobs == 1 ? "was" : "were") still \
    queued on its executor: that work runs on after the test, untested. Await the tasks the test \
    starts (or cancel them) before it returns.
    """
  }

  static func callsWarning(_ test: String, _ calls: [WorkInFlight.RecorderCall]) -> String {
    """
    \(test) ended while \(count(calls.count, "call")) of the recorder '\(calls[0].name)' (made \
    at \(calls[0].location)) had not answered: the work waiting on \
    \(calls.count == 1 ? "it" : "them") outlives the test, untested. Await that work before the \
    test returns, or give the recorder a response that answers at once.
    """
  }

  /// `"1 task"`, `"3 tasks"`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// `"1.0 seconds, 2.0 seconds"`, at most five.
  static func list(_ deadlines: [VirtualInstant]) -> String {
    let shown = deadlines.prefix(5).map { "\($0)" }.joined(separator: ", ")
    return deadlines.count > 5 ? shown + " and \(deadlines.count - 5) more" : shown
  }
}
