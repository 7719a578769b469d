import Dispatch
import Foundation

extension TestExecutor {
  /// The message of a test whose job blocked its executor for `timeout`, with jobs of its tasks
  /// queued behind it.
  static func blockMessage(timeout: Duration) -> String {
    """
    A job of this test ran on the test's executor for \(timeout) while other jobs of the test \
    waited behind it: the test blocks its own \
    executor, waiting synchronously (a semaphore, a lock, 'DispatchGroup.wait()') for work that \
    is queued behind the wait, such as an 'async let' or task group child. Deterministic \
    scheduling runs a test's work one job at a time, so that work could never start. Await the \
    work instead of blocking on it, or run this test without deterministic scheduling. The \
    waiting work now runs elsewhere so that the test can end: the rest of this test is not \
    deterministic.
    """
  }
}
