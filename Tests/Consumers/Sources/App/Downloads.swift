// An actor on a serial queue of its own, as code that wraps a database connection or a C library
// writes it; its tests give it the test's executor instead, as the testing guide says.
import Dependence
import Dispatch

actor Downloader {
  private let executor: any SerialExecutor
  @Dependency(\.continuousClock) private var clock

  init(executor: (any SerialExecutor)? = nil) {
    self.executor = executor ?? QueueExecutor(label: "Downloader")
  }

  nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

  /// Downloads `name` once the server's two-second rate limit has passed.
  func download(_ name: String) async throws -> String {
    try await clock.sleep(for: .seconds(2))
    return "\(name).zip"
  }
}

/// A serial executor on a Dispatch queue.
nonisolated final class QueueExecutor: SerialExecutor {
  private let queue: DispatchQueue

  init(label: String) {
    queue = DispatchQueue(label: label)
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedSerialExecutor()) }
  }
}
