// Shape seen in: see Sources/Shape32ClientScopeUnimplemented/SyncClient.swift — the test value's endpoints, called in tests that expect their reports
import Dependencies
import Shape32ClientScopeUnimplemented
import Testing

struct SyncEngineTests {
  @Test func theTestValuesPullReportsAndAnswersItsPlaceholder() async {
    let engine = SyncEngine()
    await withKnownIssue {
      await engine.refresh()
    }
    #expect(engine.records == [])
  }

  @Test func theTestValuesPushReportsAndFailsThePush() async {
    let engine = SyncEngine()
    var pushed = true
    await withKnownIssue {
      pushed = await engine.push(7)
    }
    #expect(pushed == false)
    #expect(engine.records == [])
  }

  /// The macro's own default for an endpoint that throws and returns nothing throws too.
  @Test func theMacrosUnimplementedPushFailsThePush() async {
    let engine = withDependencies {
      $0.syncClient = SyncClient()
    } operation: {
      SyncEngine()
    }
    var pushed = true
    await withKnownIssue {
      pushed = await engine.push(7)
    }
    #expect(pushed == false)
  }

  /// The macro's default for an endpoint that answers an optional answers `nil`.
  @Test func theMacrosUnimplementedLastSyncAnswersNil() {
    var lastSync: Int? = 0
    withKnownIssue {
      lastSync = SyncClient().lastSync()
    }
    #expect(lastSync == nil)
  }

  @Test func anImplementedPushGoesThrough() async {
    let engine = withDependencies {
      $0.syncClient.push = { _ in }
    } operation: {
      SyncEngine()
    }
    #expect(await engine.push(7))
    #expect(engine.records == [7])
  }
}
