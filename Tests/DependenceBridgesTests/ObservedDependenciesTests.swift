import Dependence
import DependenceUIKit
import Testing

@MainActor
@Suite struct ObservedDependenciesTests {
  /// Counts `onChange` calls and lets a test wait for a count to be reached.
  @MainActor final class ChangeLog {
    private(set) var count = 0
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    func record() {
      count += 1
      let ready = waiters.filter { $0.count <= count }
      waiters.removeAll { $0.count <= count }
      ready.forEach { $0.continuation.resume() }
    }

    func reach(_ target: Int) async {
      guard count < target else { return }
      await withCheckedContinuation { waiters.append((target, $0)) }
    }
  }

  /// Lets every already scheduled main-actor job run.
  func settle() async throws {
    try await Task.sleep(for: .milliseconds(50))
  }

  @Test func returnsWhatApplyReadsFromTheCurrentValues() {
    let settings = Settings()
    settings.theme = "dark"
    let theme = withDependencies { $0.settings = settings } operation: {
      withObservedDependencies({ $0.settings.theme }, onChange: {})
    }
    #expect(theme == "dark")
  }

  @Test func firesOnceAfterAChangeToWhatWasRead() async throws {
    let settings = Settings()
    let log = ChangeLog()
    withDependencies { $0.settings = settings } operation: {
      withObservedDependencies({ $0.settings.theme }, onChange: { log.record() })
    }
    settings.theme = "dark"
    settings.theme = "sepia"
    await log.reach(1)
    try await settle()
    #expect(log.count == 1)
  }

  @Test func onChangeSeesTheNewValue() async {
    let settings = Settings()
    let seen = ChangeLog()
    var observed: [String] = []
    withObservedDependencies({ _ in settings.theme }, onChange: {
      observed.append(settings.theme)
      seen.record()
    })
    settings.theme = "dark"
    await seen.reach(1)
    #expect(observed == ["dark"])
  }

  @Test func aChangeToSomethingNotReadDoesNotFire() async throws {
    let settings = Settings()
    let log = ChangeLog()
    withDependencies { $0.settings = settings } operation: {
      withObservedDependencies({ $0.settings.theme }, onChange: { log.record() })
    }
    settings.fontSize = 20
    try await settle()
    #expect(log.count == 0)
  }

  @Test func reArmingObservesTheNextChange() async throws {
    let settings = Settings()
    let log = ChangeLog()
    func arm() {
      withObservedDependencies({ _ in settings.theme }, onChange: { log.record() })
    }
    arm()
    settings.theme = "dark"
    await log.reach(1)
    settings.theme = "sepia"
    try await settle()
    #expect(log.count == 1)
    arm()
    settings.theme = "light"
    await log.reach(2)
    try await settle()
    #expect(log.count == 2)
  }

  @Test func aChangeMadeOffTheMainActorIsDeliveredOnIt() async {
    let flag = Flag()
    let log = ChangeLog()
    withDependencies { $0.flag = flag } operation: {
      withObservedDependencies({ $0.flag.isOn }, onChange: {
        MainActor.assertIsolated()
        log.record()
      })
    }
    await Task.detached { flag.isOn = true }.value
    await log.reach(1)
    #expect(log.count == 1)
  }
}
