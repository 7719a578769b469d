// A parameterized deterministic test run with all its cases in parallel, as `swift test` runs
// them: each case makes a clock, starts a main-actor model that sleeps a second, advances and
// expects. With thousands of cases each waits its turn (for the main actor every case shares,
// and for a thread) far longer than the hang bound, and must not be called hung for it.
// DEPENDENCE_CASES sets how many cases (100 by default); Scripts/scheduling-stress.sh runs
// 1,000, 10,000 and 20,000, beside MustFailClocks/aSleepNobodyAdvances, which must still fail.
import DependenceTesting
import Foundation
import Testing

private let caseCount = ProcessInfo.processInfo.environment["DEPENDENCE_CASES"].flatMap(Int.init)
  ?? 100

/// A model that shows `value` a second after it starts.
@MainActor final class DelayedValueModel {
  @Dependency(\.continuousClock) var clock
  private(set) var value: Int?

  func start(showing value: Int) {
    Task {
      try await clock.sleep(for: .seconds(1))
      self.value = value
    }
  }
}

@MainActor @Suite(.deterministicScheduling)
struct ManyParallelCasesTests {
  @Test(arguments: 0..<caseCount) func aModelShowsItsValueAfterASecond(value: Int) async {
    let clock = TestClock()
    let model = withDependencies { $0.continuousClock = clock } operation: { DelayedValueModel() }
    model.start(showing: value)
    await clock.advance(by: .seconds(1))
    #expect(model.value == value)
  }
}
