// A nonisolated service that polls in a task of its own, as server and app code write it, and a
// ticker on `any Clock<Duration>`'s timer: neither can name a test's executor.
import Dependence
import Synchronization

nonisolated final class Poller: Sendable {
  private let clock: any Clock<Duration>
  private let state = Mutex<(polls: Int, task: Task<Void, any Error>?)>((0, nil))

  init() {
    @Dependency(\.continuousClock) var clock
    self.clock = clock
  }

  var polls: Int { state.withLock { $0.polls } }

  func start() {
    let task = Task {
      while true {
        try await clock.sleep(for: .seconds(1))
        state.withLock { $0.polls += 1 }
      }
    }
    state.withLock { $0.task = task }
  }

  func stop() {
    state.withLock { $0.task?.cancel() }
  }
}

@MainActor final class Ticker {
  private(set) var ticks = 0
  @Dependency(\.continuousClock) private var clock
  private var task: Task<Void, Never>?

  func start() {
    task = Task {
      for await _ in clock.timer(interval: .seconds(1)) { ticks += 1 }
    }
  }

  func stop() { task?.cancel() }
}

/// The same service, written to prefer `PreferredExecutor.current` for its task: the test's
/// executor in a deterministic test, the global executor everywhere else. The app module imports
/// only `Dependence`.
nonisolated final class PreferringPoller: Sendable {
  private let clock: any Clock<Duration>
  private let state = Mutex<(polls: Int, task: Task<Void, any Error>?)>((0, nil))

  init() {
    @Dependency(\.continuousClock) var clock
    self.clock = clock
  }

  var polls: Int { state.withLock { $0.polls } }

  func start() {
    let task = Task(executorPreference: PreferredExecutor.current) {
      while true {
        try await self.clock.sleep(for: .seconds(1))
        self.state.withLock { $0.polls += 1 }
      }
    }
    state.withLock { $0.task = task }
  }

  func stop() async {
    let task = state.withLock { $0.task }
    task?.cancel()
    _ = await task?.result
  }
}
