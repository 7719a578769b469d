import Dependence
import Foundation

/// The tests of this run whose test clock saw a sleep off the test's executor, by the line that
/// made the clock: the warning is said once per line, in the first such test, and the run's end
/// prints how many tests the line covered.
///
/// A parameterized test with a thousand cases makes its clock on one line: a thousand copies of
/// the same warning would bury the one that matters.
enum OffExecutorSleeps {
  /// How many tests each clock's line covered, with the line, in the order first seen.
  private static let counts = LockedValue<[(place: String, location: SourceLocation?, tests: Int)]>(
    [])

  /// Notes one more test whose clock made at `location` had a sleep off its executor.
  /// - Returns: Whether it is the first for that line in this run, which then warns.
  static func noteTest(clockAt location: SourceLocation?) -> Bool {
    let place = location.map { "\($0.fileID):\($0.line):\($0.column)" } ?? "an unknown line"
    let isFirst = counts.withLock { counts in
      if let index = counts.firstIndex(where: { $0.place == place }) {
        counts[index].tests += 1
        return false
      }
      counts.append((place, location, 1))
      return true
    }
    if isFirst, counts.withLock({ $0.count }) == 1 {
      atexit { OffExecutorSleeps.printSummary() }
    }
    return isFirst
  }

  /// One line per clock's line that covered more than one test.
  static var summary: [String] {
    counts.withLock { counts in
      counts.filter { $0.tests > 1 }.map {
        "dependence: \($0.tests) tests of this run slept off their executor on the TestClock made at \($0.place); the warning was recorded once, in the first."
      }
    }
  }

  private static func printSummary() {
    let lines = summary
    guard !lines.isEmpty else { return }
    fflush(nil)
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}
