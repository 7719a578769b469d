import Dependence
import Testing

@testable import DependenceTesting

/// The tests an issue with no test names as its possible sources.
@Suite struct RecentTestsTests {
  @Test func namesRunningTestsAndTheLastThatEndedWithWorkThatMayRun() {
    let recent = RecentTests()
    let (a, b, c, d) = (
      TestLifetime.named("'a()'"), TestLifetime.named("'b()'"), TestLifetime.named("'c()'"),
      TestLifetime.named("'d()'")
    )
    for test in [a, b, c, d] { recent.started(test) }
    #expect(recent.possibleSources(excluding: d) == "running: 'a()', 'b()', 'c()'")
    for test in [a, b, c] {
      test.end()
      recent.ended(test)
    }
    let sources = recent.possibleSources(excluding: d) ?? ""
    #expect(sources.hasPrefix("ended: 'c()' (ended "), "newest first")
    #expect(sources.contains("'a()' (ended "))
  }

  @Test func aTestWhoseWorkEndedIsNoSource() {
    let recent = RecentTests()
    let done = TestLifetime.named("'done()'")
    WorkLease.$current.withValue(WorkLease(watchedBy: done)) {}
    done.end()
    recent.ended(done)
    #expect(recent.possibleSources() == nil)
    #expect(recent.outliving.isEmpty)
  }

  @Test func keepsOnlyTheLastThreeThatEnded() {
    let recent = RecentTests()
    for index in 1...5 {
      let test = TestLifetime.named("'t\(index)()'")
      test.end()
      recent.ended(test)
    }
    let sources = recent.possibleSources() ?? ""
    #expect(!sources.contains("'t1()'") && !sources.contains("'t2()'"))
    #expect(sources.contains("'t3()'") && sources.contains("'t5()'"))
  }

  @Test func durationsAreSpokenShort() {
    #expect(Duration.microseconds(400).spoken == "under 1 ms")
    #expect(Duration.milliseconds(250).spoken == "250 ms")
    #expect(Duration.milliseconds(1_240).spoken == "1.2 s")
  }
}
