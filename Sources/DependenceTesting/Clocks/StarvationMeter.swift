import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Measures when the process kept work waiting for a thread: while test clocks are watched for
/// hangs, it sends a job to the main actor, to Swift's global executor and to the test executors'
/// threads every ``interval``, and notes how long each waited before it ran.
///
/// The hang watch does not count that time against a clock: a test that waits its turn behind
/// thousands of parallel cases on the main actor they share has not hung. A probe that has not
/// run yet counts only while the process is busy, using or waiting for a CPU: when every thread
/// blocks (a deadlock a hang report may end), the process neither uses nor waits for one, and
/// the time counts again. Other processes that keep it off the CPUs leave it waiting: busy.
final class StarvationMeter: Sendable {
  /// How long a job may wait before the wait counts: scheduling on a busy machine is not starving.
  static let grace = Duration.milliseconds(20)
  /// How often a probe goes to each executor while the process keeps up, and how often the
  /// process's CPU demand is read while a probe waits.
  static let interval = Duration.milliseconds(50)
  /// How far back waits are kept: further than any hang timeout.
  private static let horizon = Duration.seconds(600)

  private let state = LockedValue(State())
  private let hangWatch: HangWatch
  /// Where the probes go, each a way to run a job there.
  private let targets: [Target]
  /// The CPU time the process has used so far, plus the time its threads waited for a CPU.
  private let cpuDemand: @Sendable () -> Duration

  private struct State {
    /// The spans in which some probe waited past ``grace``: sorted, disjoint.
    var spans: [Range<ContinuousClock.Instant>] = []
    /// When the probe of each target still waiting was sent, by the target's index.
    var waiting: [Int: ContinuousClock.Instant] = [:]
    var isMeasuring = false
    /// When the last tick at which a probe waited was, and the process's CPU demand then.
    var lastTick: (time: ContinuousClock.Instant, cpuDemand: Duration)?

    /// Adds `span`, which ends now, after every span kept: it can overlap only the last ones.
    mutating func add(span: Range<ContinuousClock.Instant>) {
      var span = span
      while let last = spans.last, last.upperBound >= span.lowerBound {
        span = min(last.lowerBound, span.lowerBound)..<max(last.upperBound, span.upperBound)
        spans.removeLast()
      }
      spans.append(span)
      let oldest = span.upperBound.advanced(by: .zero - StarvationMeter.horizon)
      while let first = spans.first, first.upperBound < oldest { spans.removeFirst() }
    }
  }

  /// Somewhere a job can wait for a thread: `send` runs its argument there, later.
  struct Target: Sendable {
    let send: @Sendable (_ ran: @escaping @Sendable () -> Void) -> Void
  }

  init(
    hangWatch: HangWatch, targets: [Target],
    cpuDemand: @escaping @Sendable () -> Duration = StarvationMeter.processCPUDemand
  ) {
    self.hangWatch = hangWatch
    self.targets = targets
    self.cpuDemand = cpuDemand
  }

  /// Starts measuring, unless it is under way: it stops once the hang watch watches no clock.
  func measure() {
    let starts = state.withLock { state in
      defer { state.isMeasuring = true }
      return !state.isMeasuring
    }
    if starts { hangWatch.check(at: .now) { [self] in tick() } }
  }

  /// How long, between `start` and `end`, some probe waited past ``grace``: a probe that ran
  /// counts its whole wait, one still waiting the ticks in which the process was busy.
  func starvedTime(
    from start: ContinuousClock.Instant, to end: ContinuousClock.Instant
  ) -> Duration {
    guard start < end else { return .zero }
    return state.withLock { state in
      state.spans.reduce(.zero) { total, span in
        let (from, to) = (max(span.lowerBound, start), min(span.upperBound, end))
        return from < to ? total + from.duration(to: to) : total
      }
    }
  }

  /// Counts the last tick's part of the waits of probes still waiting, if the process was busy
  /// meanwhile, and sends a probe to each target with none waiting; returns when to look again,
  /// or `nil` once no clock is watched.
  private func tick() -> ContinuousClock.Instant? {
    // Read only while a probe waits (outside the lock: on Linux it reads a file per thread).
    let isWaiting = state.withLock { !$0.waiting.isEmpty }
    let demand = isWaiting ? cpuDemand() : nil
    let now = ContinuousClock.now
    // Lock order: the meter's, then the hang watch's, so that a clock that starts to be watched
    // now either is seen here or finds the meter stopped and starts it.
    let sends = state.withLock { state -> [Int]? in
      guard hangWatch.watchesClocks else {
        state.isMeasuring = false
        state.lastTick = nil
        return nil
      }
      // Busy: using or waiting for half a core or more. A process whose threads all block does
      // neither, and its probes' waits then count only once they run, so that a hang still ends
      // a deadlock.
      if let last = state.lastTick, let demand, let oldest = state.waiting.values.min(),
        (demand - last.cpuDemand) * 2 >= last.time.duration(to: now)
      {
        let from = max(last.time, oldest.advanced(by: Self.grace))
        if from < now { state.add(span: from..<now) }
      }
      state.lastTick = demand.map { (now, $0) }
      let idle = targets.indices.filter { state.waiting[$0] == nil }
      for index in idle { state.waiting[index] = now }
      return idle
    }
    guard let sends else { return nil }
    // Each probe's wait counts from its own send: the ticking thread may be held up meanwhile.
    for index in sends {
      let sent = ContinuousClock.now
      targets[index].send { [self] in ran(index, sent: sent) }
    }
    return .now + Self.interval
  }

  /// Notes the wait of the probe sent to `index` at `sent`; a late one is followed by the next at
  /// once, whose wait then counts from when it was sent, so a long starvation is one span.
  private func ran(_ index: Int, sent: ContinuousClock.Instant, continues: Bool = false) {
    let now = ContinuousClock.now
    let isLate = sent.duration(to: now) > Self.grace
    let resends = state.withLock { state in
      state.waiting[index] = nil
      if isLate { state.add(span: (continues ? sent : sent.advanced(by: Self.grace))..<now) }
      guard isLate, state.isMeasuring else { return false }
      state.waiting[index] = now
      return true
    }
    guard resends else { return }
    targets[index].send { [self] in ran(index, sent: now, continues: true) }
  }
}

extension StarvationMeter {
  /// The CPU time all threads of the process have used, plus the time its live threads have
  /// waited for a CPU (``runQueueWait()``): a process that other processes keep off the CPUs
  /// demands as much as one that runs.
  @Sendable static func processCPUDemand() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec) + runQueueWait()
  }

  /// How long the live threads of the process have waited, runnable, for a CPU: on Linux the
  /// second field of each `/proc/self/task/<thread>/schedstat`; zero elsewhere, or where it
  /// cannot be read. A thread that ends takes its wait with it, so the sum can fall.
  static func runQueueWait() -> Duration {
    #if os(Linux)
      guard let tasks = opendir("/proc/self/task") else { return .zero }
      defer { closedir(tasks) }
      var total: Int64 = 0
      while let entry = readdir(tasks) {
        let thread = withUnsafeBytes(of: entry.pointee.d_name) { name in
          String(decoding: name.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard thread.first?.isNumber == true else { continue }
        total += schedstatWait(at: "/proc/self/task/\(thread)/schedstat") ?? 0
      }
      return .nanoseconds(total)
    #else
      return .zero
    #endif
  }

  #if os(Linux)
    /// The run-queue wait, in nanoseconds, that the `schedstat` file at `path` holds: its second
    /// of three numbers (time on a CPU, time waiting for one, time slices).
    private static func schedstatWait(at path: String) -> Int64? {
      let file = open(path, O_RDONLY)
      guard file >= 0 else { return nil }
      defer { close(file) }
      var bytes = [UInt8](repeating: 0, count: 80)
      let count = bytes.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      let fields = bytes[..<count].split(separator: UInt8(ascii: " "))
      guard fields.count >= 2 else { return nil }
      return Int64(String(decoding: fields[1], as: UTF8.self))
    }
  #endif
}

extension StarvationMeter.Target {
  /// The main actor, which every `@MainActor` test and model of the process shares.
  static let mainActor = Self { ran in Task { @MainActor in ran() } }

  /// Swift's global executor, where nonisolated async work runs.
  static let globalExecutor = Self { ran in Task { ran() } }

  /// The threads test executors borrow, reached through an executor of the probes' own.
  static func executorThreads(_ threads: ExecutorThreads) -> Self {
    let executor = TestExecutor(threads: threads)
    return Self { ran in Task(executorPreference: executor) { ran() } }
  }
}
