import Dependence

@testable import DependenceTesting

/// What the suites of a test clock's state share: sleepers with deadlines from ``start``, and
/// continuations of tasks parked until the test resumes them.
protocol ClockStateTesting {
  /// The time each state starts at.
  var start: VirtualInstant { get }
}

extension ClockStateTesting {
  /// A sleeper until `seconds` after ``start``, of no test.
  func sleeper(
    _ id: UInt64, at seconds: Int, _ continuation: SleeperQueue.Continuation,
    hangTimeout: Duration = .seconds(10)
  ) -> SleeperQueue.Sleeper {
    SleeperQueue.Sleeper(
      id: id, deadline: start.advanced(by: .seconds(seconds)), continuation: continuation,
      run: nil, hangTimeout: hangTimeout)
  }

  /// The continuation of a task that sleeps until the test resumes it, once.
  func parkedSleeper() async -> SleeperQueue.Continuation {
    await withCheckedContinuation { handOver in
      Task { _ = try? await withCheckedThrowingContinuation { handOver.resume(returning: $0) } }
    }
  }
}
