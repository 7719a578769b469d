// Shape seen in: feature tests that import only the app's core module, which re-exports
// swift-dependencies: `TestClock`, `withDependencies` and `isTesting` all come through it
import Foundation
import Shape42AppCore
import Testing

@MainActor
@Suite struct AppCoreTests {
  // On the main serial executor, as swift-concurrency-extras' README suggests: swift-clocks'
  // advance only yields, and without it can move before the countdown sleeps, which then awaits
  // forever.
  @Test func countsDown() async {
    await withMainSerialExecutor { @MainActor in
      let clock = TestClock()
      let countdown = withDependencies {
        $0.continuousClock = clock
      } operation: {
        Countdown(from: 2)
      }
      async let done: Void = countdown.run()
      await clock.advance(by: .seconds(2))
      await done
      #expect(countdown.remaining == 0)
    }
  }

  @Test func configurationKnowsItIsTested() {
    let configuration = makeLaunchConfiguration()
    #expect(configuration.isTesting)
    #expect(configuration.label == "test")
    #expect(configuration.baseURL == "http://localhost:8080")
  }

  @Test func offlineSyncReadsTheScopedDate() {
    let text = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 42)
    } operation: {
      SyncCommand(offline: true).run()
    }
    #expect(text == "synced at 42")
  }
}
