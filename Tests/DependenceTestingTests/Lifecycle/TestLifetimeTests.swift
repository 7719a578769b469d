import Dependence
import Synchronization
import Testing

@testable import DependenceTesting

/// A test's lifetime: it ends once, and nothing records in it after that.
@Suite struct TestLifetimeTests {
  @Test func endsOnceAndSaysWhen() async throws {
    let test = TestLifetime.named("'ends()'")
    #expect(!test.hasEnded)
    #expect(test.timeSinceEnd == nil)
    test.end()
    #expect(test.hasEnded)
    let first = try #require(test.timeSinceEnd)
    try await Task.sleep(for: .milliseconds(20))
    test.end()
    #expect(
      try #require(test.timeSinceEnd) >= first + .milliseconds(20), "a second end moved nothing")
  }

  @Test func nothingRecordsInATestThatEnded() {
    let sink = KeepingSink()
    let test = TestLifetime.named("'records()'", sink: sink)
    let issue = ReportedIssue(message: "while it runs", location: SourceLocation())
    #expect(test.sink.record(issue, in: test) != nil)
    test.end()
    #expect(test.sink.record(issue, in: test) == nil)
    #expect(sink.recorded.withLock { $0 } == ["while it runs"])
  }

  @Test func recordingAndEndingNeverOverlap() async {
    // Many threads record while the test ends: every record either lands before the end or is
    // refused, and none lands after it.
    let sink = KeepingSink()
    let test = TestLifetime.named("'races()'", sink: sink)
    let accepted = LockedValue(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 1...8 {
        group.addTask {
          for _ in 1...200 {
            let issue = ReportedIssue(message: "x", location: SourceLocation())
            if test.sink.record(issue, in: test) != nil { accepted.withLock { $0 += 1 } }
          }
        }
      }
      group.addTask { test.end() }
    }
    #expect(sink.recorded.withLock { $0.count } == accepted.withLock { $0 })
    let issue = ReportedIssue(message: "after", location: SourceLocation())
    #expect(test.sink.record(issue, in: test) == nil)
  }

  @Test(.dependencies) func aTraitsTestCarriesItsLifetimeIntoTheTasksItStarts() async {
    let test = TestLifetime.current
    #expect(test?.name.contains("aTraitsTestCarriesItsLifetimeIntoTheTasksItStarts()") == true)
    #expect(test?.knowsItsEnd == true)
    let seen = await Task { TestLifetime.current }.value
    #expect(seen === test)
    #expect(await Task.detached { TestLifetime.current }.value == nil)
  }

  @Test func aTestWithNoTraitHasALifetimeWhoseEndIsUnknown() {
    let test = TestLifetime.current
    #expect(test?.knowsItsEnd == false)
    #expect(test?.name.contains("aTestWithNoTraitHasALifetimeWhoseEndIsUnknown()") == true)
  }
}
