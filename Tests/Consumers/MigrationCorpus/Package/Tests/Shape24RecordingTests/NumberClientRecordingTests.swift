// Shape seen in: a ReliablyTestingAsync test case (code-search hit, Point-Free's async-testing episode code: `LockIsolated([Int]())`, `values.withValue { $0.append(1) }`) and an ActorIsolatedTests.swift that imports only Dependencies (code-search hit) — calls recorded in `LockIsolated` and `ActorIsolated` boxes, `Task.megaYield()`, an `UncheckedSendable` capture, and `withKnownIssue` around an unimplemented endpoint
import Dependencies
import DependenciesTestSupport
import Testing

@testable import Shape07DependencyClient

@MainActor
struct NumberClientRecordingTests {
  @Test func recordsEveryFetch() async throws {
    let counts = LockIsolated<[Int]>([])
    let model = withDependencies {
      $0.uuid = .incrementing
      $0.numberClient.fetch = { count in
        counts.withValue { $0.append(count) }
        return []
      }
    } operation: {
      NumbersModel()
    }
    try await model.load(count: 2)
    try await model.load(count: 5)
    #expect(counts.value == [2, 5])
  }

  @Test func actorIsolatedCollectsFromTasks() async {
    let seen = ActorIsolated<Set<Int>>([])
    let label = UncheckedSendable("batch")
    await withTaskGroup(of: Void.self) { group in
      for number in 1...3 {
        group.addTask { await seen.withValue { _ = $0.insert(number) } }
      }
    }
    await Task.megaYield()
    #expect(await seen.value == [1, 2, 3])
    #expect(label.value == "batch")
  }

  @Test func unimplementedFetchIsAnIssue() async {
    await withKnownIssue {
      let model = withDependencies {
        $0.uuid = .incrementing
      } operation: {
        NumbersModel()
      }
      try? await model.load(count: 1)
    }
  }
}
