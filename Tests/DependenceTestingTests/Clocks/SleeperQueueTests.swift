import Dependence
import Testing

@testable import DependenceTesting

/// The sleepers of a test clock: deadline order, and whether one off its test's executor, or one
/// on the main actor that may hop away, is left however sleepers leave.
@Suite struct SleeperQueueTests {
  @Test func knowsWhetherASleeperOffItsExecutorIsLeft() async throws {
    _ = try await withCheckedThrowingContinuation { (continuation: SleeperQueue.Continuation) in
      func sleeper(
        _ id: UInt64, isOffExecutor: Bool = false, mayHopAway: Bool = false
      ) -> SleeperQueue.Sleeper {
        SleeperQueue.Sleeper(
          id: id, deadline: VirtualInstant(offset: .seconds(Int(id))), continuation: continuation,
          run: nil, hangTimeout: .seconds(10), isOffExecutor: isOffExecutor,
          mayHopAway: mayHopAway)
      }
      var queue = SleeperQueue()
      queue.insert(sleeper(1))
      #expect(!queue.containsOffExecutor && !queue.containsMayHopAway)
      queue.insert(sleeper(2, isOffExecutor: true))
      queue.insert(sleeper(3, isOffExecutor: true))
      #expect(queue.containsOffExecutor)
      #expect(queue.popFirst()?.id == 1)
      #expect(queue.remove(id: 2)?.id == 2)
      #expect(queue.containsOffExecutor, "sleeper 3 is still off its executor")
      #expect(queue.remove(id: 2) == nil)
      #expect(queue.containsOffExecutor, "removing a sleeper twice counts once")
      #expect(queue.removeAll { _ in true }.map(\.id) == [3])
      #expect(!queue.containsOffExecutor)
      queue.insert(sleeper(4, isOffExecutor: true))
      #expect(queue.popFirst(notAfter: VirtualInstant(offset: .seconds(3))) == nil)
      #expect(queue.popFirst()?.id == 4)
      #expect(!queue.containsOffExecutor)
      queue.insert(sleeper(5, mayHopAway: true))
      #expect(queue.containsMayHopAway && !queue.containsOffExecutor)
      #expect(queue.remove(id: 5)?.id == 5)
      #expect(!queue.containsMayHopAway)
      continuation.resume(returning: .woken(awake: nil))
    }
  }
}
