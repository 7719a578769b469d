import DependenceMigration
import Testing

/// A test that advanced swift-clocks' `TestClock` relied on its yields: a Swift Testing test gets
/// `.deterministicScheduling`, an XCTest method a body in `withDeterministicScheduling { }`.
@Suite struct DeterministicSchedulingTraitMigrationTests {
  @Test func aTestThatAdvancesGetsTheTrait() {
    let source = """
      import Dependencies
      import Testing

      @Test func ticks() async throws {
        let clock = TestClock()
        let task = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.advance(by: .seconds(1))
        try await task.value
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text
        == source
        .replacing("import Dependencies", with: "import DependenceTesting")
        .replacing("@Test func", with: "@Test(.deterministicScheduling) func"))
    #expect(
      migration.changes.contains(
        Change(
          line: 4,
          description:
            "@Test → @Test(.deterministicScheduling): the test advances a TestClock, and swift-clocks' advance yielded before moving it"
        )))
    #expect(migration.leftByHand == [])
    expectIdempotent(migration, isTest: true)
  }

  @Test func theTraitGoesAfterTheOtherArguments() {
    let source = """
      import Clocks
      import Testing

      struct Tests {
        let clock = TestClock()

        @Test("named", .tags(.slow))
        func named() async { await clock.advance(to: .init(offset: .seconds(1))) }

        @Test(
          .timeLimit(.minutes(1)),
        )
        func trailingComma() async { await clock.advance() }

        @Test func noAdvance() async { _ = clock.now }

        @Test func helper() async { await advanceClock(by: .seconds(1)) }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains(#"@Test("named", .tags(.slow), .deterministicScheduling)"#))
    #expect(migration.text.contains(".timeLimit(.minutes(1)), .deterministicScheduling\n  )"))
    #expect(migration.text.contains("@Test func noAdvance()"))
    #expect(migration.text.contains("@Test(.deterministicScheduling) func helper()"))
    expectIdempotent(migration, isTest: true)
  }

  /// Traits come before `arguments:`: after it, the trait would read as a second collection.
  @Test func theTraitGoesBeforeTheArgumentsOfAParameterizedTest() {
    let source = """
      import Clocks
      import Testing

      let clock = TestClock()

      @Test(arguments: [1, 3])
      func ticks(seconds: Int) async { await clock.advance(by: .seconds(seconds)) }

      @Test("zipped", arguments: zip([1], [2]))
      func zipped(a: Int, b: Int) async { await clock.advance(by: .seconds(a + b)) }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("@Test(.deterministicScheduling, arguments: [1, 3])"))
    #expect(
      migration.text.contains(#"@Test("zipped", .deterministicScheduling, arguments: zip([1], [2]))"#))
    expectIdempotent(migration, isTest: true)
  }

  /// `run` and `checkSuspension` move or read the clock as `advance` does; `run` only where its
  /// base says it is a clock.
  @Test func aTestThatRunsTheClockOrChecksItsSuspensionGetsTheTrait() {
    let source = """
      import Clocks
      import Testing

      struct Tests {
        let testClock = TestClock()

        @Test func runs() async { await testClock.run() }

        @Test func runsWithATimeout() async { await self.testClock.run(timeout: .seconds(1)) }

        @Test func checks() async throws { try await testClock.checkSuspension() }

        @Test func runsATask() async { await task.run() }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("@Test(.deterministicScheduling) func runs()"))
    #expect(migration.text.contains("@Test(.deterministicScheduling) func runsWithATimeout()"))
    #expect(migration.text.contains("@Test(.deterministicScheduling) func checks()"))
    #expect(migration.text.contains("@Test func runsATask()"))
  }

  @Test(arguments: [
    "@Suite(.deterministicScheduling) struct S { @Test func f() async { await c.advance(by: .seconds(1)) } }",
    "@Suite(.dependencies(scheduling: .deterministic)) struct S { @Test func f() async { await c.advance(by: .seconds(1)) } }",
    "@Test func f() async { await withMainSerialExecutor { await c.advance(by: .seconds(1)) } }",
    "@Test func f() async throws { try await c.sleep(for: .seconds(1)); _ = c.advance }",
  ])
  func aTestThatIsAlreadyDeterministicOrAdvancesNoClockIsLeftAlone(_ line: String) {
    let source = "import Clocks\nimport Dependencies\nimport Testing\n\nlet c = TestClock()\n\(line)\n"
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text.ranges(of: "deterministic").count == source.ranges(of: "deterministic").count)
    #expect(!migration.changes.contains { $0.description.contains(".deterministicScheduling)") })
  }

  @Test func anXCTestMethodThatAdvancesHasItsBodyWrapped() {
    let source = #"""
      import Dependencies
      import XCTest

      final class TickerTests: XCTestCase {
        func testTicks() async throws {
          let clock = TestClock()
          let text = """
            line
            """

          await clock.advance(by: .seconds(1))
        }

        func testOnOneLine() async { await TestClock().advance(by: .seconds(1)) }
      }

      """#
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == #"""
        import DependenceTesting
        import XCTest

        final class TickerTests: XCTestCase {
          func testTicks() async throws {
            try await withDeterministicScheduling {
              let clock = TestClock()
              let text = """
              line
              """

              await clock.advance(by: .seconds(1))
            }
          }

          func testOnOneLine() async { await TestClock().advance(by: .seconds(1)) }
        }

        """#)
    #expect(
      migration.changes.contains(
        Change(
          line: 5,
          description:
            "testTicks: body → withDeterministicScheduling { … }: the test advances a TestClock, and swift-clocks' advance yielded before moving it"
        )))
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 16,
          what:
            "`testOnOneLine` advances a TestClock: swift-clocks' `advance` yielded first and this one does not; wrap the body in `try await withDeterministicScheduling { … }`, or `try await clock.waitForSleepers(count:)` before advancing",
          section: "One-line replacements")
      ])
    expectIdempotent(migration, isTest: true)
  }

  @Test func aLibraryFileIsLeftAlone() {
    let source = "import Dependencies\n\n@Test func f() async { await TestClock().advance() }\n"
    #expect(!migrated(source).text.contains("deterministicScheduling"))
  }
}
