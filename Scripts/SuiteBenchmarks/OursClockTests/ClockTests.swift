import DependenceTesting
import Features
import Testing

/// Written the way this package's documentation says: wait for the code to sleep, then advance;
/// wait for the task to end before asserting on what it did.
@Suite struct OursDebounce {
  @MainActor @Test(arguments: 0..<1_000) func debounce(_ run: Int) async throws {
    let clock = TestClock()
    let model = SearchModel(clock: clock)
    model.queryChanged("s")
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .milliseconds(100))
    model.queryChanged("sw")
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .milliseconds(300))
    if let task = model.task { _ = await value(of: task) }
    #expect(model.searches == ["sw"])
  }
}

@Suite struct OursRetry {
  @Test(arguments: 0..<1_000) func retry(_ run: Int) async throws {
    let clock = TestClock()
    let server = FlakyServer()
    let task = Task { try await withRetry(clock: clock) { try await server.fetch() } }
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .seconds(1))
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .seconds(2))
    #expect(await value(of: task) == 42)
  }
}

/// Written the way deterministic scheduling lets a test be written: advance, then assert.
@Suite(.deterministicScheduling) struct OursDeterministicDebounce {
  @MainActor @Test(arguments: 0..<1_000) func debounce(_ run: Int) async throws {
    let clock = TestClock()
    let model = SearchModel(clock: clock)
    model.queryChanged("s")
    await clock.advance(by: .milliseconds(100))
    model.queryChanged("sw")
    await clock.advance(by: .milliseconds(300))
    #expect(model.searches == ["sw"])
  }
}

@Suite(.deterministicScheduling) struct OursDeterministicRetry {
  @Test(arguments: 0..<1_000) func retry(_ run: Int) async throws {
    let clock = TestClock()
    let server = FlakyServer()
    async let value = withRetry(clock: clock) { try await server.fetch() }
    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(2))
    #expect(try await value == 42)
  }
}
