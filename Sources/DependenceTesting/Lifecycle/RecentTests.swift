import Dependence

/// The tests running now, the last few that ended, and those that ended with work still running,
/// among the tests whose end the toolkit knows: what an issue whose work carries no test names as
/// its possible sources, and what the run's end waits for.
final class RecentTests: Sendable {
  /// How many ended tests an issue names at most.
  static let endedKept = 3

  private struct State {
    var running: [ObjectIdentifier: TestLifetime] = [:]
    /// The tests that ended, newest last.
    var ended: [TestLifetime] = []
    /// The tests that ended while work they started still ran.
    var outliving: [TestLifetime] = []
  }

  private let state = LockedValue(State())

  func started(_ test: TestLifetime) {
    state.withLock { $0.running[ObjectIdentifier(test)] = test }
  }

  func ended(_ test: TestLifetime) {
    let leftWork = test.hasRunningWork
    state.withLock { state in
      state.running[ObjectIdentifier(test)] = nil
      state.ended.append(test)
      if state.ended.count > Self.endedKept { state.ended.removeFirst() }
      if leftWork {
        state.outliving.removeAll { !$0.hasRunningWork }
        state.outliving.append(test)
      }
    }
  }

  /// The tests that ended while work they started still ran, and whose work still runs.
  var outliving: [TestLifetime] {
    state.withLock { $0.outliving }.filter(\.hasRunningWork)
  }

  /// The tests running now, except `excluded`, and those that ended last, newest first.
  func snapshot(excluding excluded: TestLifetime? = nil) -> (
    running: [TestLifetime], ended: [TestLifetime]
  ) {
    state.withLock { state in
      let running = state.running.values.filter { $0 !== excluded }.sorted { $0.name < $1.name }
      return (running, state.ended.reversed())
    }
  }

  /// The sentence that names the possible sources of an issue no test's work is known to have
  /// raised, or `nil` when no test ran before it or beside it.
  func possibleSources(excluding excluded: TestLifetime? = nil) -> String? {
    let (running, ended) = snapshot(excluding: excluded)
    var parts: [String] = []
    if !running.isEmpty {
      parts.append("running: " + running.prefix(3).map(\.name).joined(separator: ", "))
    }
    // A test whose entry bound a lease that is gone left no work that could report.
    let endedNames = ended.filter { $0.work?.isReleased != true }.compactMap { test in
      test.timeSinceEnd.map { "\(test.name) (ended \($0.spoken) before)" }
    }
    if !endedNames.isEmpty { parts.append("ended: " + endedNames.joined(separator: ", ")) }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }
}

extension Duration {
  /// `"250 ms"`, `"1.2 s"`: how long, as a message says it.
  var spoken: String {
    let milliseconds =
      Double(components.seconds) * 1_000
      + Double(components.attoseconds) / 1e15
    if milliseconds < 1 { return "under 1 ms" }
    if milliseconds < 1_000 { return "\(Int(milliseconds)) ms" }
    return "\((milliseconds / 100).rounded() / 10) s"
  }
}
