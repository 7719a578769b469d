import Dependence

/// Calls `operation` up to three times, waiting 1 s after the first failure and 2 s after the
/// second.
public func withRetry<Value: Sendable>(
  clock: any Clock<Duration>, _ operation: @Sendable () async throws -> Value
) async throws -> Value {
  var delay = Duration.seconds(1)
  for _ in 1..<3 {
    do { return try await operation() } catch is CancellationError { throw CancellationError() } catch {}
    try await clock.sleep(for: delay)
    delay *= 2
  }
  return try await operation()
}

/// An operation that fails twice, then answers 42.
public actor FlakyServer {
  public private(set) var calls = 0

  public init() {}

  public func fetch() throws -> Int {
    calls += 1
    guard calls == 3 else { throw Unavailable() }
    return 42
  }

  struct Unavailable: Error {}
}

/// The value of `task`, or `nil` (and `task` cancelled) if it takes longer than `timeout` of
/// real time: a test that waits for a task woken by a test clock fails instead of hanging when
/// the clock never wakes it.
public func value<Value: Sendable>(
  of task: Task<Value, any Error>, within timeout: Duration = .seconds(5)
) async -> Value? {
  await withTaskGroup(of: Value?.self) { group in
    group.addTask { try? await task.value }
    group.addTask {
      try? await Task.sleep(for: timeout)
      return nil
    }
    let first = await group.next() ?? nil
    task.cancel()
    group.cancelAll()
    return first
  }
}
