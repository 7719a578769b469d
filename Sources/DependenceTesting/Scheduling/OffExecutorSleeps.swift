import Dependence

/// The tests of this run whose test clock saw a sleep off the test's executor, by the line that
/// made the clock: the warning is said once per line, in the first such test, and the run's end
/// prints how many tests the line covered.
enum OffExecutorSleeps {
  static let tally = WarningTally<String> { tests, place in
    """
    dependence: \(tests) tests of this run slept off their executor on the TestClock made at \
    \(place); the warning was recorded once, in the first.
    """
  }

  /// Notes one more test whose clock made at `location` had a sleep off its executor.
  /// - Returns: Whether it is the first for that line in this run, which then warns.
  static func noteTest(clockAt location: SourceLocation?) -> Bool {
    let place = location.map { "\($0.fileID):\($0.line):\($0.column)" } ?? "an unknown line"
    return tally.noteTest(place, named: place)
  }

  /// One line per clock's line that covered more than one test.
  static var summary: [String] { tally.summary }
}
