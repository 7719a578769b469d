import DependenceMigration
import Testing

/// An XCTest class whose `invokeTest` wraps `super.invokeTest()` in swift-concurrency-extras'
/// `withMainSerialExecutor` becomes a `DependenceTestCase` with deterministic scheduling.
@Suite struct SerialInvokeTestTests {
  @Test func theSerialExecutorAroundEachTestBecomesDeterministicScheduling() {
    let source = """
      import Dependencies
      import XCTest

      @MainActor
      final class TimerTests: XCTestCase {
        /// Every test on the main serial executor.
        override func invokeTest() {
          withMainSerialExecutor {
            super.invokeTest()
          }
        }

        func testTicks() async {
          let clock = TestClock()
          await clock.advance(by: .seconds(1))
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        import XCTest

        @MainActor
        final class TimerTests: DependenceTestCase {
          /// Every test on the main serial executor.
          override var scheduling: TestScheduling { .deterministic }

          func testTicks() async {
            let clock = TestClock()
            await clock.advance(by: .seconds(1))
          }
        }

        """)
    #expect(
      migration.changes.contains(
        Change(
          line: 5,
          description:
            "TimerTests: XCTestCase → DependenceTestCase, invokeTest's withMainSerialExecutor → scheduling .deterministic"
        )))
    #expect(migration.leftByHand == [], "the tests that advance the clock are deterministic now")
    expectIdempotent(migration, isTest: true)
  }

  @Test func anOverrideWithACommentInsideIsAStepThatSaysWhatToWrite() {
    let source = """
      import Dependencies
      import XCTest

      final class TimerTests: XCTestCase {
        override func invokeTest() {
          // Serial, for the clock.
          withMainSerialExecutor { super.invokeTest() }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("withMainSerialExecutor { super.invokeTest() }"))
    #expect(
      migration.leftByHand.map(\.what) == [
        "subclass `DependenceTestCase` and override `scheduling` with `.deterministic`, in place of `invokeTest` (not rewritten: the rewrite would lose the comments inside it)"
      ])
  }

  /// A subclass that sets values around `super.invokeTest()` would set them around nothing once
  /// its base is a `DependenceTestCase`: it is rewritten too.
  @Test func aSubclassThatSetsValuesOverridesDependenciesOfTheRewrittenBase() {
    let source = """
      import Dependencies
      import XCTest

      class SerialTestCase: XCTestCase {
        override func invokeTest() {
          withMainSerialExecutor { super.invokeTest() }
        }
      }

      final class FeatureTests: SerialTestCase {
        override func invokeTest() {
          withDependencies { $0.apiClient = .mock } operation: { super.invokeTest() }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        import XCTest

        class SerialTestCase: DependenceTestCase {
          override var scheduling: TestScheduling { .deterministic }
        }

        final class FeatureTests: SerialTestCase {
          override func dependencies(_ values: inout DependencyValues) { values.apiClient = .mock; super.dependencies(&values) }
        }

        """)
    #expect(migration.leftByHand == [])
  }
}

/// The serial executor and the values together, in either order: the class gets both overrides.
@Suite struct SerialInvokeTestWithDependenciesTests {
  @Test func valuesSetInsideTheSerialExecutorBecomeBothOverrides() {
    let source = """
      import Dependencies
      import XCTest

      final class FeatureTests: XCTestCase {
        override func invokeTest() {
          withMainSerialExecutor {
            withDependencies {
              $0.continuousClock = ImmediateClock()
              $0.uuid = .incrementing
            } operation: {
              super.invokeTest()
            }
          }
        }

        func testTicks() async {
          let clock = TestClock()
          await clock.advance(by: .seconds(1))
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        import XCTest

        final class FeatureTests: DependenceTestCase {
          override func dependencies(_ values: inout DependencyValues) {
            values.continuousClock = ImmediateClock()
            values.uuid = .incrementing
          }

          override var scheduling: TestScheduling { .deterministic }

          func testTicks() async {
            let clock = TestClock()
            await clock.advance(by: .seconds(1))
          }
        }

        """)
    #expect(
      migration.changes.contains(
        Change(
          line: 4,
          description:
            "FeatureTests: XCTestCase → DependenceTestCase, invokeTest's withDependencies → dependencies(_:), withMainSerialExecutor → scheduling .deterministic"
        )))
    #expect(migration.leftByHand == [])
    expectIdempotent(migration, isTest: true)
  }

  @Test func theSerialExecutorInsideTheOperationBecomesBothOverrides() {
    let source = """
      import Dependencies
      import XCTest

      @MainActor
      final class FeatureTests: XCTestCase {
        @MainActor override func invokeTest() {
          withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: {
            withMainSerialExecutor { super.invokeTest() }
          }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        import XCTest

        @MainActor
        final class FeatureTests: DependenceTestCase {
          override func dependencies(_ values: inout DependencyValues) { values.date.now = Date(timeIntervalSince1970: 0) }

          override var scheduling: TestScheduling { .deterministic }
        }

        """)
    #expect(migration.leftByHand == [])
  }

  @Test func aSubclassOfARewrittenBaseKeepsItsSuperclassAndGetsBoth() {
    let source = """
      import Dependencies
      import XCTest

      class BaseTestCase: XCTestCase {
        override func invokeTest() {
          withDependencies { $0.uuid = .incrementing } operation: { super.invokeTest() }
        }
      }

      final class TimerTests: BaseTestCase {
        override func invokeTest() {
          withMainSerialExecutor {
            withDependencies { $0.continuousClock = ImmediateClock() } operation: { super.invokeTest() }
          }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text.contains("""
        final class TimerTests: BaseTestCase {
          override func dependencies(_ values: inout DependencyValues) { values.continuousClock = ImmediateClock(); super.dependencies(&values) }

          override var scheduling: TestScheduling { .deterministic }
        }
        """))
    #expect(migration.leftByHand == [])
  }

  @Test func anOverrideInAFileThatWillNotImportTestingIsOneStepThatNamesBoth() {
    let source = """
      import Dependencies
      import TestKit

      final class FeatureTests: XCTestCase {
        override func invokeTest() {
          withMainSerialExecutor {
            withDependencies { $0.uuid = .incrementing } operation: { super.invokeTest() }
          }
        }
      }

      """
    let migration = migrated(source, isTest: false)
    #expect(
      migration.leftByHand.map(\.what) == [
        "subclass `DependenceTestCase` and override `dependencies(_:)` with the values to set, and `scheduling` with `.deterministic` (not rewritten: the file is not in a test target)"
      ])
  }

  @Test func moreThanTheCallInsideTheSerialExecutorIsNotRewritten() {
    let source = """
      import Dependencies
      import XCTest

      final class FeatureTests: XCTestCase {
        override func invokeTest() {
          withMainSerialExecutor {
            print("start")
            withDependencies { $0.uuid = .incrementing } operation: { super.invokeTest() }
          }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("override func invokeTest()"))
    #expect(migration.leftByHand.map(\.what).contains { $0.contains("(not rewritten: ") })
  }
}
