// Shape seen in: a real-package trial's test target — a file that names no clock and imports neither library advances the one its target's fixture makes (see CountdownFixture.swift); after the move it needs the trait and `import DependenceTesting`
import Testing

@testable import Shape11ContinuousClock

@MainActor
struct CountdownFixtureTests {
  @Test func theFixturesClockMovesByWhatItIsAdvanced() async {
    let fixture = CountdownFixture(countdown: 2)
    let start = fixture.clock.now
    await fixture.clock.advance(by: .seconds(2))
    #expect(start.duration(to: fixture.clock.now) == .seconds(2))
    #expect(fixture.model.countdown == 2)
  }
}
