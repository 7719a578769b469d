// A service of the app module, which imports only Dependence, that starts its task with
// `PreferredExecutor.current`: in a deterministic test the task runs on the test's executor, so
// the clock runs it exactly and nothing warns (Scripts/consumer-harness.sh checks both).
import DependenceTesting
import Testing

#if APP_MODULE
  @testable import App
#elseif PLAIN_APP_MODULE
  @testable import PlainApp
#endif

@Suite(.deterministicScheduling) struct SharedPreferredExecutorTests {
  @Test func aServiceThatPrefersTheTestsExecutorPollsExactly() async {
    let clock = TestClock()
    let poller = withDependencies { $0.continuousClock = clock } operation: { PreferringPoller() }
    poller.start()
    await clock.advance(by: .seconds(3))
    #expect(poller.polls == 3)
    await clock.advance(by: .seconds(600))
    #expect(poller.polls == 603)
    await poller.stop()
  }
}
