// Shape 40's tests, in the older spellings too: values scoped with `withValues`, a stream made
// the old way, and the debug-only endpoint, set before it is called.
import Dependencies
import Foundation
import Shape40OlderSpellings
import Testing

@Test func aValueScopedWithWithValueIsRead() {
  #expect(stampedNow() == Date(timeIntervalSince1970: 0))
}

@Test func valuesScopedWithWithValuesAreRead() async throws {
  let count = try await DependencyValues.withValues {
    $0.staging.fetchCount = { 3 }
  } operation: {
    @Dependency(\.staging) var staging
    return try await staging.fetchCount()
  }
  #expect(count == 3)
}

@Test func aStreamMadeTheOldWayYieldsItsEvents() async {
  #expect(await countedEvents() == [1, 2])
}

@Test func theDebugEndpointAnswersOnceSet() async throws {
  #if DEBUG
    var client = StagingClient()
    let resets = LockIsolated(0)
    client.reset = { resets.withValue { $0 += 1 } }
    try await client.reset()
    #expect(resets.value == 1)
  #endif
}

@Test func anEntryWhoseValueIsAnImplicitMemberCanBeOverridden() {
  let tracked = LockIsolated<[String]>([])
  withDependencies {
    $0.analytics = Analytics(track: { event in tracked.withValue { $0.append(event) } })
  } operation: {
    @Dependency(\.analytics) var analytics
    analytics.track("opened")
  }
  #expect(tracked.value == ["opened"])
}
