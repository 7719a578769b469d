import Clocks
import Features
import Testing

/// Written the way swift-clocks' README tests its timer: advance, then assert.
@Suite struct TheirsDebounce {
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

@Suite struct TheirsRetry {
  @Test(arguments: 0..<1_000) func retry(_ run: Int) async throws {
    let clock = TestClock()
    let server = FlakyServer()
    let task = Task { try await withRetry(clock: clock) { try await server.fetch() } }
    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(2))
    #expect(await value(of: task) == 42)
  }
}
