import DependenceMigration
import Testing

/// swift-clocks' generic spelling of the clocks (`TestClock<Duration>`) loses its argument; a
/// clock of another duration is a step.
@Suite struct ClocksMigrationTests {
  @Test func dropsTheDurationArgumentOfTheClocks() {
    let source = """
      import Clocks
      let a: TestClock<Duration> = TestClock<Duration>()
      let b = ImmediateClock<Swift.Duration>.self
      func c(_ clock: UnimplementedClock<Duration> /* clock */) {}

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        let a: TestClock = TestClock()
        let b = ImmediateClock.self
        func c(_ clock: UnimplementedClock /* clock */) {}

        """)
    #expect(
      migration.changes == [
        Change(line: 1, description: "import Clocks → import DependenceTesting"),
        Change(line: 2, description: "TestClock<Duration> → TestClock"),
        Change(line: 2, description: "TestClock<Duration> → TestClock"),
        Change(line: 3, description: "ImmediateClock<Swift.Duration> → ImmediateClock"),
        Change(line: 4, description: "UnimplementedClock<Duration> → UnimplementedClock"),
      ])
    expectIdempotent(migration, isTest: true)
  }

  @Test func dropsTheDurationOfAQualifiedClock() {
    let source =
      "import Dependencies\nimport DependenciesTestSupport\n\nlet a: Dependencies.TestClock<Duration>\n"
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text
        == "import Dependence\nimport DependenceTesting\n\nlet a: DependenceTesting.TestClock\n")
    #expect(
      migration.changes.contains(
        Change(line: 4, description: "Dependencies.TestClock → DependenceTesting.TestClock")))
    #expect(
      migration.changes.contains(
        Change(
          line: 4,
          description: "DependenceTesting.TestClock<Duration> → DependenceTesting.TestClock")))
    expectIdempotent(migration, isTest: true)
  }

  @Test func leavesAClockOfAnotherDurationWithAStep() {
    let migration = migrated("import Clocks\n\nlet a = TestClock<Other>()\n", isTest: true)
    #expect(migration.text == "import DependenceTesting\n\nlet a = TestClock<Other>()\n")
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 3,
          what:
            "`TestClock` is not generic here (it is a `Clock<Duration>`): rewrite `TestClock<Other>`",
          section: "Before the first build")
      ])
  }
}
