import DependenceMigration
import Testing

/// An XCTest class whose `invokeTest` only wraps `super.invokeTest()` in `withDependencies`
/// becomes a `DependenceTestCase` that overrides `dependencies(_:)`; every other override is a
/// step that says why it was left.
@Suite struct InvokeTestMigrationTests {
  @Test func theDocumentedOverrideBecomesDependencies() {
    let source = """
      import Dependencies
      import XCTest

      final class FeatureTests: XCTestCase {
        override func invokeTest() {
          withDependencies {
            $0.apiClient = .mock
            $0.date.now = Date(timeIntervalSince1970: 0)
          } operation: {
            super.invokeTest()
          }
        }

        func testX() {}
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        import XCTest

        final class FeatureTests: DependenceTestCase {
          override func dependencies(_ values: inout DependencyValues) {
            values.apiClient = .mock
            values.date.now = Date(timeIntervalSince1970: 0)
          }

          func testX() {}
        }

        """)
    #expect(
      migration.changes == [
        Change(line: 1, description: "import Dependencies → import DependenceTesting"),
        Change(
          line: 4,
          description:
            "FeatureTests: XCTestCase → DependenceTestCase, invokeTest's withDependencies → dependencies(_:)"
        ),
      ])
    #expect(migration.leftByHand == [])
    #expect(migration.importsTesting)
    expectIdempotent(migration, isTest: true)
  }

  @Test func theLabelledCallAndANamedParameterAreRenamedTokenByToken() {
    let source = """
      import Dependencies
      import DependenciesTestSupport
      import XCTest

      @MainActor
      final class FeatureTests: XCTest.XCTestCase, @unchecked Sendable {
        /// Sets the mocks.
        @MainActor override func invokeTest() {
          // The clock every test sees.
          Dependencies.withDependencies({ (deps: inout Dependencies.DependencyValues) in
            deps.continuousClock = ImmediateClock()  // no waiting
            deps.log = Log { message in print("\\(deps.prefix) \\(message)", message.deps) }
            let text = \"""
                indented
              \"""
            deps.text = text
          }, operation: {
            super.invokeTest()
          })
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import Dependence
        import DependenceTesting
        import XCTest

        @MainActor
        final class FeatureTests: DependenceTestCase, @unchecked Sendable {
          /// Sets the mocks.
          override func dependencies(_ values: inout DependencyValues) {
            // The clock every test sees.
            values.continuousClock = ImmediateClock()  // no waiting
            values.log = Log { message in print("\\(values.prefix) \\(message)", message.deps) }
            let text = \"""
                  indented
                \"""
            values.text = text
          }
        }

        """)
    #expect(migration.changes.map(\.line) == [1, 2, 6])
    // The qualified names the rewrite removes are not renamed first.
    #expect(!migration.changes.contains { $0.description.contains("Dependencies.") })
    #expect(migration.leftByHand == [])
    expectIdempotent(migration, isTest: true)
  }

  @Test func anAnonymousParameterInANestedClosureIsNotTheUpdateClosures() {
    let source = """
      import DependenciesTestSupport
      import XCTest

      class FeatureTests: XCTestCase {
        override func invokeTest() {
          withDependencies { $0.post = { messages.withValue { $0.append($1) } } } operation: { super.invokeTest() }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text.contains(
        """
        class FeatureTests: DependenceTestCase {
          override func dependencies(_ values: inout DependencyValues) { values.post = { messages.withValue { $0.append($1) } } }
        }
        """))
    expectIdempotent(migration, isTest: true)
  }

  @Test(arguments: [
    (
      "override func invokeTest() { super.invokeTest() }",
      "`invokeTest` does more than `withDependencies { … } operation: { super.invokeTest() }`"
    ),
    (
      "override func invokeTest() { withDependencies { $0.a = 1 } operation: { setUp(); super.invokeTest() } }",
      "the `operation:` closure does more than `super.invokeTest()`"
    ),
    (
      "override func invokeTest() { withDependencies { try $0.load() } operation: { super.invokeTest() } }",
      "the update closure may throw, and `dependencies(_:)` cannot"
    ),
    (
      "override func invokeTest() { withDependencies { values in values.a = values.b } operation: { super.invokeTest() } }\n  override var exhaustiveDependencies: Bool { true }",
      "`FeatureTests` declares `exhaustiveDependencies`, as `DependenceTestCase` does"
    ),
    (
      "@available(macOS 14, *) override func invokeTest() { withDependencies { $0.a = 1 } operation: { super.invokeTest() } }",
      "`invokeTest` has attributes other than `@MainActor`"
    ),
  ])
  func anOverrideOfAnotherShapeIsAStepThatSaysWhy(_ member: String, _ reason: String) {
    let source = """
      import DependenciesTestSupport
      import XCTest

      final class FeatureTests: XCTestCase {
        \(member)
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text
        == source.replacing("import DependenciesTestSupport", with: "import DependenceTesting"))
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 5,
          what:
            "subclass `DependenceTestCase` and override `dependencies(_:)` with the values to set (not rewritten: \(reason))",
          section: "One-line replacements")
      ])
  }

  @Test func aClassOfAnotherSuperclassIsAStepThatNamesIt() {
    let source = """
      import DependenciesTestSupport
      import XCTest

      class FeatureTests: BaseTests {
        override func invokeTest() { withDependencies { $0.a = 1 } operation: { super.invokeTest() } }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.leftByHand.map(\.what) == [
        "subclass `DependenceTestCase` and override `dependencies(_:)` with the values to set (not rewritten: `FeatureTests` subclasses `BaseTests`, not `XCTestCase`)"
      ])
  }

  /// A Quick spec must stay a `QuickSpec` or `AsyncSpec`, and its override binds the values
  /// around its examples here as it did: no step, no edit but the import.
  @Test func aQuickSpecKeepsItsOverride() {
    for base in ["QuickSpec", "AsyncSpec"] {
      let source = """
        import Dependencies
        import Quick

        final class StampSpec: \(base) {
          override func invokeTest() { withDependencies { $0.a = 1 } operation: { super.invokeTest() } }
        }

        """
      let migration = migrated(source, isTest: true)
      #expect(migration.leftByHand == [])
      #expect(migration.text == source.replacing("import Dependencies", with: "import Dependence"))
    }
  }

  /// A test-support library's base class, which imports XCTest and swift-dependencies, is
  /// rewritten as in a test target: the file imports `DependenceTesting`, and so its target
  /// links it.
  @Test func aTestSupportLibrarysBaseClassIsRewritten() {
    let source = """
      import Dependencies
      import XCTest

      open class FeatureTestCase: XCTestCase {
        open override func invokeTest() { withDependencies { $0.a = 1 } operation: { super.invokeTest() } }
      }

      """
    let migration = migrated(source, isTest: false)
    #expect(migration.text.contains("import DependenceTesting\n"))
    #expect(migration.text.contains("open class FeatureTestCase: DependenceTestCase"))
    #expect(migration.text.contains("override func dependencies(_ values: inout DependencyValues)"))
    #expect(migration.importsTesting)
    #expect(migration.leftByHand.isEmpty)
  }

  /// Outside a test target, a file that reaches XCTest through another module is left.
  @Test func anOverrideOutsideATestTargetWithoutXCTestImportedIsAStep() {
    let source = """
      import Dependencies
      import TestKit

      open class FeatureTestCase: XCTestCase {
        open override func invokeTest() { withDependencies { $0.a = 1 } operation: { super.invokeTest() } }
      }

      """
    let migration = migrated(source, isTest: false)
    #expect(migration.text.contains("FeatureTestCase: XCTestCase"))
    #expect(
      migration.leftByHand.map(\.what) == [
        "subclass `DependenceTestCase` and override `dependencies(_:)` with the values to set (not rewritten: the file is not in a test target)"
      ])
  }

  /// A class that extends one the migration rewrites keeps its superclass, and its
  /// `dependencies(_:)` sets the superclass's values last: that `withDependencies` ran inside
  /// this one's, so its values won.
  @Test func aSubclassOfARewrittenBaseCallsSuperLast() {
    let source = """
      import Dependencies
      import XCTest

      class BaseTestCase: XCTestCase {
        override func invokeTest() {
          withDependencies {
            $0.uuid = .incrementing
          } operation: {
            super.invokeTest()
          }
        }
      }

      final class DerivedTests: BaseTestCase {
        override func invokeTest() {
          withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: {
            super.invokeTest()
          }
        }
      }

      final class DeeperTests: DerivedTests {}

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        import XCTest

        class BaseTestCase: DependenceTestCase {
          override func dependencies(_ values: inout DependencyValues) {
            values.uuid = .incrementing
          }
        }

        final class DerivedTests: BaseTestCase {
          override func dependencies(_ values: inout DependencyValues) { values.date.now = Date(timeIntervalSince1970: 0); super.dependencies(&values) }
        }

        final class DeeperTests: DerivedTests {}

        """)
    #expect(
      migration.changes.last?.description
        == "DerivedTests: invokeTest's withDependencies → dependencies(_:), which sets BaseTestCase's values last"
    )
    #expect(migration.leftByHand == [])
    expectIdempotent(migration, isTest: true)
  }

  /// An override of another shape in a subclass of a rewritten base says that values set around
  /// `super.invokeTest()` stop reaching its tests.
  @Test func anOverrideLeftUnderARewrittenBaseSaysItStopsWorking() {
    let source = """
      import Dependencies
      import XCTest

      class BaseTestCase: XCTestCase {
        override func invokeTest() {
          withDependencies { $0.uuid = .incrementing } operation: { super.invokeTest() }
        }
      }

      final class DerivedTests: BaseTestCase {
        override func invokeTest() {
          withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: {
            print("starting")
            super.invokeTest()
          }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.leftByHand.map(\.what) == [
        "override `dependencies(_:)` with the values to set, calling `super.dependencies(&values)` last: `BaseTestCase` becomes a `DependenceTestCase`, whose tests do not see values set around `super.invokeTest()` (not rewritten: the `operation:` closure does more than `super.invokeTest()`)"
      ])
  }
}
