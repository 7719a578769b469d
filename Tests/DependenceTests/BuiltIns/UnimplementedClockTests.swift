import Dependence
import Testing

@Suite struct UnimplementedClockTests {
  @Test func everyUseReportsAtTheCreatorsLocation() async {
    let line = #line + 1
    let clock: UnimplementedClock = .unimplemented("Feature.clock")
    let (_, issues) = await collectIssues {
      _ = clock.now
      _ = clock.minimumResolution
      _ = try? await clock.sleep(for: .seconds(1))
      _ = try? await clock.sleep(until: VirtualInstant(offset: .seconds(1)))
      let erased: any Clock<Duration> = clock
      _ = try? await erased.sleep(for: .seconds(1))
    }
    #expect(
      issues.map(\.message)
        == [
          "now", "minimumResolution", "sleep(for:tolerance:)", "sleep(until:tolerance:)",
          "sleep(for:tolerance:)",
        ].map {
        """
        Unimplemented: 'Feature.clock.\($0)' was used. Give this code a clock that is \
        implemented, such as a TestClock or an ImmediateClock.
        """
      })
    #expect(issues.allSatisfy { $0.location.line == line && $0.location.fileID == #fileID })
  }

  @Test func sleepThrowsUnimplemented() async {
    let clock = UnimplementedClock("Feature.clock")
    let (_, issues) = await collectIssues {
      await #expect(throws: DependencyError.unimplemented("Feature.clock.sleep")) {
        try await clock.sleep(until: VirtualInstant(offset: .seconds(1)))
      }
    }
    #expect(issues.count == 1)
  }

  @Test func nowIsTheStartOfTime() {
    let (now, _) = collectIssues { UnimplementedClock().now }
    #expect(now == VirtualInstant())
  }
}
