import Dependence
import Testing

@Suite struct ImmediateClockTests {
  @Test func sleepReturnsAtOnceAndMovesNowToTheDeadline() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(3600))
    try await clock.sleep(for: .seconds(1))
    #expect(clock.now == VirtualInstant(offset: .seconds(3601)))
  }

  @Test func sleepingInACancelledTaskThrows() async {
    let clock: ImmediateClock = .immediate
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now == VirtualInstant())
  }

  @Test func worksThroughTheClockDependency() async throws {
    try await withDependencies {
      $0.continuousClock = .immediate
    } operation: {
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(10))
    }
  }
}
