import Foundation
import Testing

@testable import Dependence

/// The package's one lock: exclusive access, and waits that end when the value is ready or at a
/// deadline.
@Suite struct LockedValueTests {
  @Test func updatesFromManyThreadsAtOnceAreAllKept() async {
    let count = LockedValue(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<10_000 { count.withLock { $0 += 1 } }
        }
      }
    }
    #expect(count.withLock { $0 } == 80_000)
  }

  @Test func aWaitEndsWhenAnotherThreadMakesTheValueReady() async {
    let isOpen = LockedValue(false)
    let waited = LockedValue<[Int]>([])
    let threads = (0..<3).map { index in
      Thread {
        isOpen.wait { $0 ? .done(()) : .wait }
        waited.withLock { $0.append(index) }
      }
    }
    threads.forEach { $0.start() }
    try? await Task.sleep(for: .milliseconds(50))
    #expect(waited.withLock { $0 }.isEmpty)
    isOpen.withLock { $0 = true }
    isOpen.wakeAll()
    let deadline = ContinuousClock.now.advanced(by: .seconds(30))
    while waited.withLock({ $0.count }) < 3, .now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(waited.withLock { $0 }.sorted() == [0, 1, 2])
  }

  @Test func wakeOneWakesAWaiterForEachChange() async {
    let queue = LockedValue<[Int]>([])
    let taken = LockedValue<[Int]>([])
    for _ in 0..<2 {
      Thread {
        while true {
          let item = queue.wait { $0.isEmpty ? .wait : .done($0.removeFirst()) }
          if item < 0 { return }
          taken.withLock { $0.append(item) }
        }
      }.start()
    }
    for item in 0..<100 {
      queue.withLock { $0.append(item) }
      queue.wakeOne()
    }
    let deadline = ContinuousClock.now.advanced(by: .seconds(30))
    while taken.withLock({ $0.count }) < 100, .now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    #expect(taken.withLock { $0 }.sorted() == Array(0..<100))
    queue.withLock { $0 += [-1, -1] }
    queue.wakeAll()
  }

  @Test func aWaitWithADeadlineLooksAgainWhenItPasses() {
    let start = ContinuousClock.now
    let deadline = start.advanced(by: .milliseconds(30))
    var looks = 0
    let result = LockedValue(0).wait { _ -> LockedValue<Int>.Wait<Int> in
      looks += 1
      return ContinuousClock.now >= deadline ? .done(looks) : .waitUntil(deadline)
    }
    #expect(start.duration(to: .now) >= .milliseconds(30))
    // It slept until the deadline rather than spinning: one look before, one (or a spurious
    // few) after.
    #expect((2...5).contains(result))
  }

  @Test func aDeadlineAlreadyPastDoesNotWait() {
    let start = ContinuousClock.now
    var looks = 0
    let result = LockedValue(0).wait { _ -> LockedValue<Int>.Wait<Int> in
      looks += 1
      return looks == 1 ? .waitUntil(start.advanced(by: .seconds(-1))) : .done(looks)
    }
    #expect(result == 2)
    #expect(start.duration(to: .now) < .seconds(1))
  }
}
