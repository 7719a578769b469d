import Dependence
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Failures no test could carry — an issue raised by work after its test ended, by work that
/// carries no test while none runs, while Swift Testing prepared a test — which the test process
/// reports as it exits, and then exits with a failure, so that CI sees them.
///
/// Each was printed when it happened; the exit adds one line that counts them. Before that, the
/// exit waits a moment for work tests left running (see ``waitForOutlivingWork(within:)``), so an
/// issue of the last test's work is not lost with the process.
enum RunVerdict {
  private static let failures = LockedValue<[String]>([])
  private static let registered = Atomic(false)

  /// How long the process's exit waits for work the tests left running.
  static let exitGrace: Duration = .seconds(1)

  /// Notes a failure the run's exit reports; `summary` is one line naming it.
  static func noteFailure(_ summary: String) {
    failures.withLock { $0.append(summary) }
    registerAtExit()
  }

  /// Whether a failure was noted.
  static var hasFailures: Bool { failures.withLock { !$0.isEmpty } }

  /// Makes the process check its verdict as it exits. Called as the test binary loads, and again
  /// with every failure, in case it did not.
  static func registerAtExit() {
    guard !registered.exchange(true, ordering: .relaxed) else { return }
    atexit { RunVerdict.deliver() }
  }

  /// Waits, for at most `timeout`, while work that ended tests started still runs; returns the
  /// tests whose work still runs then.
  static func waitForOutlivingWork(within timeout: Duration) -> [TestLifetime] {
    let end = ContinuousClock.now.advanced(by: timeout)
    for test in ProcessState.recentTests.outliving {
      guard let work = test.work else { continue }
      let left = ContinuousClock.now.duration(to: end)
      guard left > .zero else { break }
      _ = work.waitUntilReleasedRunningMainLoop(within: left)
    }
    return ProcessState.recentTests.outliving
  }

  /// Whether the run's end already waited for outliving work (XCTest's, on the main thread).
  private static let waited = Atomic(false)

  /// Waits once per process for the work ended tests left running, at most ``exitGrace``.
  static func waitOnceForOutlivingWork() -> [TestLifetime] {
    if waited.exchange(true, ordering: .relaxed) { return ProcessState.recentTests.outliving }
    return waitForOutlivingWork(within: exitGrace)
  }

  private static func deliver() {
    let stillRunning = waitOnceForOutlivingWork()
    var lines: [String] = []
    for test in stillRunning {
      lines.append(
        """
        warning: work that \(test.name) started still ran when the test process exited, and was \
        cut off: whatever it would have checked or reported was not. Await the tasks the test \
        starts, or cancel them, before it returns.
        """)
    }
    if let loss = IssueReportingLink.unreportedLoss { lines.append("error: \(loss)") }
    let noted = failures.withLock { $0 }
    if !noted.isEmpty {
      lines.append(
        """
        error: \(noted.count) issue\(noted.count == 1 ? "" : "s") no test could carry (each \
        printed above when it happened) fail\(noted.count == 1 ? "s" : "") this run:
        """)
      lines += noted.prefix(20).enumerated().map { "  \($0.offset + 1). \($0.element)" }
      if noted.count > 20 { lines.append("  and \(noted.count - 20) more") }
    }
    guard !lines.isEmpty else { return }
    printToStandardError(lines.joined(separator: "\n"))
    if !noted.isEmpty || IssueReportingLink.unreportedLoss != nil { _exit(1) }
  }
}

/// Writes `text` and a newline to standard error at once, flushing what was written before.
func printToStandardError(_ text: String) {
  fflush(nil)
  let line = text + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}
