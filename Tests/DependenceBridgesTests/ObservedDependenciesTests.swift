import Dependence
import DependenceUIKit
import Testing

@MainActor
@Suite struct ObservedDependenciesTests {
  /// Counts `onChange` calls and lets a test wait for the next one.
  @MainActor final class ChangeLog {
    private(set) var count = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func record() {
      count += 1
      waiters.forEach { $0.resume() }
      waiters = []
    }

    func next() async {
      await withCheckedContinuation { waiters.append($0) }
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
    async let changed: Void = log.next()
    try await settle()
    settings.theme = "dark"
    settings.theme = "sepia"
    await changed
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
    async let changed: Void = seen.next()
    await Task.yield()
    settings.theme = "dark"
    await changed
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
    try await settle()
    settings.theme = "sepia"
    try await settle()
    #expect(log.count == 1)
    arm()
    settings.theme = "light"
    try await settle()
    #expect(log.count == 2)
  }

  @Test func aChangeMadeOffTheMainActorIsDeliveredOnIt() async {
    let settings = Settings()
    let log = ChangeLog()
    withObservedDependencies({ _ in settings.theme }, onChange: {
      MainActor.assertIsolated()
      log.record()
    })
    async let changed: Void = log.next()
    await Task.yield()
    await Task.detached { await MainActor.run { settings.theme = "dark" } }.value
    await changed
    #expect(log.count == 1)
  }
}
