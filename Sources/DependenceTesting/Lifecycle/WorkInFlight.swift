import Dependence

/// What a test's work has under way that the end of the test can name: the test clocks its
/// tasks slept on, and the calls of recorders that have not answered yet.
final class WorkInFlight: Sendable {
  /// A recorder call that has not answered yet.
  struct RecorderCall: Sendable {
    let name: String
    let location: SourceLocation
  }

  private struct WeakClock {
    weak var clock: TestClock?
  }

  private struct State {
    var clocks: [ObjectIdentifier: WeakClock] = [:]
    var recorderCalls: [UInt64: RecorderCall] = [:]
    var nextCallID: UInt64 = 0
  }

  /// A leaf lock: taken inside a test clock's, never takes another.
  private let state = LockedValue(State())

  /// Notes a test clock one of the test's tasks slept on.
  func noteClock(_ clock: TestClock) {
    let id = ObjectIdentifier(clock)
    state.withLock { state in
      if state.clocks[id]?.clock == nil { state.clocks[id] = WeakClock(clock: clock) }
    }
  }

  /// The test clocks the test's tasks slept on, that still exist.
  var clocks: [TestClock] { state.withLock { $0.clocks.values.compactMap(\.clock) } }

  /// Notes a recorder call that started answering; returns what ends it.
  func startRecorderCall(_ name: String, at location: SourceLocation) -> UInt64 {
    state.withLock { state in
      defer { state.nextCallID += 1 }
      state.recorderCalls[state.nextCallID] = RecorderCall(name: name, location: location)
      return state.nextCallID
    }
  }

  /// Notes that the recorder call `id` answered.
  func endRecorderCall(_ id: UInt64) {
    state.withLock { _ = $0.recorderCalls.removeValue(forKey: id) }
  }

  /// The recorder calls that have not answered, oldest first.
  var recorderCalls: [RecorderCall] {
    state.withLock { $0.recorderCalls.sorted { $0.key < $1.key }.map(\.value) }
  }
}
