// Main-actor models whose tasks wait, between sleeps on the clock, for work that runs somewhere a
// deterministic test does not run: an actor on the global executor, a Dispatch queue, a stream fed
// from another actor. They hold the shapes of issue 57 that an advance can race.
import Dependence
import Dispatch

/// A flag on an actor of its own: a main-actor task's `await` of it runs on the global executor.
actor Switch {
  private(set) var isOn = true
  func turnOff() { isOn = false }
}

/// Ticks once a second while its switch is on, asking the switch before each sleep, as
/// swift-clocks' `testRunWithTimeout` does with an `ActorIsolated`.
@MainActor final class SwitchedTicker {
  private(set) var ticks = 0
  let power = Switch()
  @Dependency(\.continuousClock) private var clock
  private var task: Task<Void, Never>?

  func start() {
    task = Task {
      while await power.isOn {
        guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
        ticks += 1
      }
    }
  }

  /// Turns the switch off; the loop ends at its next look.
  func stop() async { await power.turnOff() }

  func finished() async { await task?.value }
}

/// Loads a value that a Dispatch queue delivers through a continuation, then shows it a second
/// later on the clock.
@MainActor final class DispatchedLoader {
  private(set) var value: Int?
  @Dependency(\.continuousClock) private var clock
  private var task: Task<Void, Never>?

  func load() {
    task = Task {
      let loaded = await withCheckedContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(returning: 42) }
      }
      guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
      value = loaded
    }
  }

  func finished() async { await task?.value }
}

/// Ticks once a second on the clock while a `DispatchedLoader` loads: a sleeper the clock wakes
/// while the loader's continuation is still away.
@MainActor final class LoadingTicker {
  private(set) var ticks = 0
  let loader = DispatchedLoader()
  @Dependency(\.continuousClock) private var clock
  private var task: Task<Void, Never>?

  func start() {
    task = Task {
      while (try? await clock.sleep(for: .seconds(1))) != nil { ticks += 1 }
    }
    loader.load()
  }

  func stop() async {
    task?.cancel()
    await task?.value
    await loader.finished()
  }
}

/// Feeds a stream from an actor of its own.
actor Feed {
  private let continuation: AsyncStream<Int>.Continuation

  init(_ continuation: AsyncStream<Int>.Continuation) { self.continuation = continuation }

  func send(_ values: [Int]) {
    for value in values { continuation.yield(value) }
    continuation.finish()
  }
}

/// Shows each value its feed sends a second after it arrives, on the clock.
@MainActor final class FeedInbox {
  private(set) var received: [Int] = []
  @Dependency(\.continuousClock) private var clock
  private var tasks: [Task<Void, Never>] = []

  func start(feeding values: [Int]) {
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    let feed = Feed(continuation)
    tasks.append(Task {
      for await value in stream {
        guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
        received.append(value)
      }
    })
    tasks.append(Task { await feed.send(values) })
  }

  func finished() async {
    for task in tasks { await task.value }
  }
}
