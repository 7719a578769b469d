import Dependence
import DependenceTesting
import Foundation
import Testing

/// A main-actor model that debounces with `Task { }` and retries with backoff, through the
/// `\.continuousClock` dependency, tested without waiting for sleepers.
@MainActor @Suite(.deterministicScheduling) struct MainActorModelTests {
  let clock = TestClock()

  func makeFeature(failing failures: Int = 0) -> SearchFeature {
    withDependencies {
      $0.continuousClock = clock
      $0.searchClient = FlakySearch(failures: failures).client
    } operation: {
      SearchFeature()
    }
  }

  @Test func searchesOnce300MillisecondsAfterTheLastKeystroke() async {
    let feature = makeFeature()
    feature.queryChanged("s")
    await clock.advance(by: .milliseconds(100))
    feature.queryChanged("sw")
    await clock.advance(by: .milliseconds(299))
    #expect(feature.results.isEmpty)
    await clock.advance(by: .milliseconds(1))
    #expect(feature.results == ["SW"])
    #expect(feature.searches == 1)
  }

  @Test func retriesAFailedSearchAfterOneSecondThenTwo() async {
    let feature = makeFeature(failing: 2)
    feature.queryChanged("swift")
    await clock.advance(by: .milliseconds(300))
    #expect(feature.searches == 1)
    await clock.advance(by: .milliseconds(999))
    #expect(feature.searches == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(feature.searches == 2)
    await clock.advance(by: .seconds(2))
    #expect(feature.searches == 3)
    #expect(feature.results == ["SWIFT"])
  }

  @Test func runFinishesEverythingTheFeatureScheduled() async {
    let feature = makeFeature(failing: 2)
    feature.queryChanged("swift")
    await clock.run()
    #expect(feature.results == ["SWIFT"])
    #expect(clock.now == VirtualInstant(offset: .milliseconds(3_300)))
  }

  @Test(arguments: 0..<100)
  func aRecorderCalledThroughAClosureKeepsTheModelOnTheMainActor(_ run: Int) async {
    let search = Recorder<String, [String]>("searchClient.search", .returning(["swift"]))
    let feature = withDependencies {
      $0.continuousClock = clock
      $0.searchClient.search = { try await search($0) }
    } operation: {
      SearchFeature()
    }
    feature.queryChanged("sw")
    await clock.advance(by: .milliseconds(300))
    #expect(feature.results == ["swift"])
    search.expectCalls(["sw"])
  }

  @Test(arguments: 0..<300)
  func debounceAndRetryGiveTheSameAnswerEveryTime(_ run: Int) async {
    let feature = makeFeature(failing: 1)
    feature.queryChanged("s")
    await clock.advance(by: .milliseconds(200))
    feature.queryChanged("sw")
    await clock.advance(by: .milliseconds(300))
    if feature.searches != 1 {
      let before = clock.sleeperCount
      try? await Task.sleep(for: .milliseconds(50))
      Issue.record(
        "sleepers: \(before) then \(clock.sleeperCount), searches then \(feature.searches)")
    }
    #expect(feature.results.isEmpty)
    await clock.advance(by: .seconds(1))
    #expect(feature.searches == 2)
    #expect(feature.results == ["SW"])
  }
}
