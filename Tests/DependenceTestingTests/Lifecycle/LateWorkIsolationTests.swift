import Dependence
import DependenceTesting
import Testing

/// Work that outlives its test reads and writes that test's values, never those of the test
/// running when it does: the first test's task reads after it ended, while the second test,
/// with other values, runs.
@Suite(.serialized) struct LateWorkIsolationTests {
  /// What the first test's late task read, and what it read after writing an override of its own.
  static let seen = LockedValue<[String]>([])

  @Test(.dependencies { $0[LateNameKey.self] = "first" })
  func startsWorkThatReadsAfterItEnds() {
    Task {
      try? await Task.sleep(for: .milliseconds(50))
      let read = DependencyValues.current[LateNameKey.self]
      let written = withDependencies {
        $0[LateNameKey.self] += " and later"
      } operation: {
        DependencyValues.current[LateNameKey.self]
      }
      Self.seen.withLock { $0 = [read, written] }
    }
  }

  @Test(.dependencies { $0[LateNameKey.self] = "second" })
  func runsWhileTheFirstTestsWorkReads() async throws {
    let end = ContinuousClock.now.advanced(by: .seconds(5))
    while Self.seen.withLock({ $0.isEmpty }), ContinuousClock.now < end {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(Self.seen.withLock { $0 } == ["first", "first and later"])
    #expect(DependencyValues.current[LateNameKey.self] == "second")
  }
}

private enum LateNameKey: TestDependencyKey {
  static let testValue = "default"
}
