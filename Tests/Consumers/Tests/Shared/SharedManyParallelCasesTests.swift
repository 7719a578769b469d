// The main-actor search models that debounce (one also retries), as parameterized deterministic
// tests whose cases all run in parallel, as `swift test` runs them: with thousands of cases, each waits
// its turn for the main actor they share far longer than the hang bound, and must still be
// right, and not called hung. DEPENDENCE_CASES sets how many cases (100 by default);
// Scripts/scheduling-stress.sh runs 10,000 of each in both modules.
import DependenceTesting
import Foundation
import Testing

#if APP_MODULE
  @testable import App
#elseif PLAIN_APP_MODULE
  @testable import PlainApp
#endif

let caseCount = ProcessInfo.processInfo.environment["DEPENDENCE_CASES"].flatMap(Int.init)
  ?? 100

@MainActor @Suite(.dependencies(scheduling: .deterministic))
struct SharedManyParallelCasesTests {
  @Test(arguments: 0..<caseCount) func suggestionsDebounceAndRetry(case: Int) async {
    await expectSuggestionsDebounceAndRetry(suffix: "\(`case`)")
  }

  /// The search model's debounce, whose endpoint is a plain `@Sendable async` closure: called on
  /// the main actor in the module with Xcode 26's defaults, on the global executor in the other.
  @Test(arguments: 0..<caseCount) func searchDebounces(case: Int) async {
    let clock = TestClock()
    let model = withDependencies {
      $0.continuousClock = clock
      $0.searchClient.search = { query in
        await Task.yield()
        return [query.uppercased() + "\(`case`)"]
      }
    } operation: {
      SearchModel()
    }
    model.queryChanged("s")
    await clock.advance(by: .milliseconds(100))
    model.queryChanged("sw")
    await clock.advance(by: .milliseconds(300))
    await model.settle()
    #expect(model.results == ["SW\(`case`)"])
  }
}
