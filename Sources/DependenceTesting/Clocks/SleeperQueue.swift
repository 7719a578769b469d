import Dependence

/// The sleepers of a `TestClock`, earliest deadline first, then in the order they started: a
/// min-heap, whose entries of cancelled sleepers are skipped when they surface.
struct SleeperQueue {
  /// How a sleep ends, unless it is cancelled.
  enum Wake {
    /// The clock reached the deadline; it waits for the task to resume `awake`, if given: at once,
    /// or from a job queued behind the task's own on its actor when the waker asks for
    /// `resumeBehindActor` (an advance outside deterministic scheduling does).
    case woken(awake: CheckedContinuation<Void, Never>?, resumeBehindActor: Bool = false)
    /// No progress for the hang timeout: deliver `report`, if any, and throw `CancellationError`.
    case hung(report: HangReport?)
  }

  typealias Continuation = CheckedContinuation<Wake, any Error>

  struct Sleeper {
    let id: UInt64
    let deadline: VirtualInstant
    let continuation: Continuation
    /// The test the sleeping task belongs to, if its task-locals say.
    let run: TestRun?
    /// How long the sleeper's test lets the clock go without progress.
    let hangTimeout: Duration
    /// Whether the task is in deterministic scheduling but off its executor and the main actor.
    var isOffExecutor = false
    /// Whether the task runs on the main actor without preferring the test's executor, in
    /// deterministic scheduling: what it awaits on an actor of its own or in a `@concurrent`
    /// function runs on the global executor, where a settle cannot see it.
    var mayHopAway = false

    /// Whether waking the task waits until it sleeps again, or for a quiet period, rather than
    /// only until the test's executor and the main actor are idle.
    var waitsAfterWaking: Bool { isOffExecutor || mayHopAway }
  }

  private struct Entry: Comparable {
    let deadline: VirtualInstant
    let id: UInt64

    init(_ sleeper: Sleeper) {
      deadline = sleeper.deadline
      id = sleeper.id
    }

    static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.deadline, lhs.id) < (rhs.deadline, rhs.id)
    }
  }

  private var heap = MinHeap<Entry>()
  private var sleepers: [UInt64: Sleeper] = [:]
  /// How many of `sleepers` run off their test's executor, and how many may hop away from the
  /// main actor, kept for O(1) reads.
  private var offExecutorCount = 0
  private var mayHopAwayCount = 0

  var count: Int { sleepers.count }

  /// Adds a sleeper. Ids must increase: they break ties between equal deadlines.
  mutating func insert(_ sleeper: Sleeper) {
    sleepers[sleeper.id] = sleeper
    if sleeper.isOffExecutor { offExecutorCount += 1 }
    if sleeper.mayHopAway { mayHopAwayCount += 1 }
    heap.insert(Entry(sleeper))
  }

  /// Removes the sleeper with `id`, if it is still sleeping.
  mutating func remove(id: UInt64) -> Sleeper? {
    let sleeper = take(id: id)
    // Entries of removed sleepers wait in the heap until they surface; rebuild before they
    // outnumber the sleepers, so many cancellations cannot grow the heap without bound.
    if heap.count > 64, heap.count > 2 * sleepers.count {
      heap = MinHeap(sleepers.values.map(Entry.init))
    }
    return sleeper
  }

  /// The earliest deadline of a sleeping task.
  mutating func nextDeadline() -> VirtualInstant? {
    dropRemovedEntries()
    return heap.first?.deadline
  }

  /// Removes and returns the earliest sleeper, if its deadline is not after `limit`.
  mutating func popFirst(notAfter limit: VirtualInstant? = nil) -> Sleeper? {
    dropRemovedEntries()
    guard let first = heap.first else { return nil }
    if let limit, limit < first.deadline { return nil }
    _ = heap.popFirst()
    return take(id: first.id)
  }

  /// Whether a task off its test's executor sleeps here.
  var containsOffExecutor: Bool { offExecutorCount > 0 }

  /// Whether a main-actor task that does not prefer its test's executor sleeps here.
  var containsMayHopAway: Bool { mayHopAwayCount > 0 }

  /// Removes the sleeper with `id` from the table, keeping the counts.
  private mutating func take(id: UInt64) -> Sleeper? {
    let sleeper = sleepers.removeValue(forKey: id)
    if sleeper?.isOffExecutor == true { offExecutorCount -= 1 }
    if sleeper?.mayHopAway == true { mayHopAwayCount -= 1 }
    return sleeper
  }

  /// Every sleeper, earliest deadline first.
  var all: [Sleeper] {
    sleepers.values.sorted { Entry($0) < Entry($1) }
  }

  /// Removes and returns the sleepers `isIncluded` selects, earliest deadline first.
  mutating func removeAll(where isIncluded: (Sleeper) -> Bool) -> [Sleeper] {
    let removed = all.filter(isIncluded)
    for sleeper in removed { _ = remove(id: sleeper.id) }
    return removed
  }

  private mutating func dropRemovedEntries() {
    while let first = heap.first, sleepers[first.id] == nil {
      _ = heap.popFirst()
    }
  }
}
