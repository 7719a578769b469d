import Foundation

/// A warning a run says once per place, in the first test that meets it, and how many tests each
/// place covered, which the process prints to standard error as it exits for places that
/// covered more than one.
///
/// A parameterized test with a thousand cases meets the same place a thousand times: a thousand
/// copies of one warning would bury the one that matters.
final class WarningTally<Place: Hashable & Sendable>: Sendable {
  /// How many tests each place covered, with its name, in the order first seen.
  private let counts = LockedValue<[(place: Place, name: String, tests: Int)]>([])
  /// The exit line for a place `name` that covered `tests` tests.
  private let line: @Sendable (_ tests: Int, _ name: String) -> String

  init(line: @escaping @Sendable (_ tests: Int, _ name: String) -> String) {
    self.line = line
  }

  /// Notes one more test that met `place`.
  /// - Returns: Whether it is the first for that place in this run, which then warns.
  func noteTest(_ place: Place, named name: @autoclosure () -> String) -> Bool {
    let isFirst = counts.withLock { counts in
      if let index = counts.firstIndex(where: { $0.place == place }) {
        counts[index].tests += 1
        return false
      }
      counts.append((place, name(), 1))
      return true
    }
    if isFirst { WarningTallies.printAtExit() }
    return isFirst
  }

  /// One line per place that covered more than one test.
  var summary: [String] {
    counts.withLock { counts in
      counts.filter { $0.tests > 1 }.map { line($0.tests, $0.name) }
    }
  }
}

/// The tallies whose lines the process prints as it exits.
enum WarningTallies {
  private static let registered: Void = {
    atexit { WarningTallies.printSummaries() }
  }()

  /// Makes sure the tallies are printed when the process exits.
  static func printAtExit() { registered }

  private static func printSummaries() {
    let lines =
      OffExecutorSleeps.tally.summary + GlobalExecutorCalls.tally.summary
      + OutlivingWork.tally.summary + LateWork.tally.summary
    guard !lines.isEmpty else { return }
    fflush(nil)
    FileHandle.standardError.write(Data((lines.joined(separator: "\n") + "\n").utf8))
  }
}
