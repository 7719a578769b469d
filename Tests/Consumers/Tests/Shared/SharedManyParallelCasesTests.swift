// The main-actor search model that debounces and retries, as a parameterized deterministic test
// whose cases all run in parallel, as `swift test` runs them: with thousands of cases, each waits
// its turn for the main actor they share far longer than the hang bound, and must still be
// right, and not called hung. DEPENDENCE_CASES sets how many cases (100 by default);
// Scripts/scheduling-stress.sh runs 10,000 in both modules.
import DependenceTesting
import Foundation
import Testing

#if APP_MODULE
  @testable import App
#elseif PLAIN_APP_MODULE
  @testable import PlainApp
#endif

private let caseCount = ProcessInfo.processInfo.environment["DEPENDENCE_CASES"].flatMap(Int.init)
  ?? 100

@MainActor @Suite(.dependencies(scheduling: .deterministic))
struct SharedManyParallelCasesTests {
  @Test(arguments: 0..<caseCount) func suggestionsDebounceAndRetry(case: Int) async {
    await expectSuggestionsDebounceAndRetry(suffix: "\(`case`)")
  }
}
