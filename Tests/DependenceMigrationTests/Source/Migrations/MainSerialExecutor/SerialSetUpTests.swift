import DependenceMigration
import Testing

/// An XCTest class that turns the main serial executor on in `setUp` (and off in `tearDown`)
/// becomes a `DependenceTestCase` with deterministic scheduling, as one whose `invokeTest` wraps
/// its tests in `withMainSerialExecutor` does.
@Suite struct SerialSetUpTests {
  static let searchTests = """
    import Dependencies
    import XCTest

    @testable import Search

    @MainActor
    final class SearchModelTests: XCTestCase {
      override func setUp() async throws {
        try await super.setUp()
        uncheckedUseMainSerialExecutor = true
      }

      override func tearDown() async throws {
        uncheckedUseMainSerialExecutor = false
        try await super.tearDown()
      }

      func testSearch() async {
        let model = SearchModel()
        let task = Task { await model.search("swift") }
        await Task.megaYield()
        XCTAssertTrue(model.isSearching)
        await task.value
      }
    }

    """

  @Test func theClassBecomesADependenceTestCaseWithDeterministicScheduling() {
    let migration = migrated(Self.searchTests, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        import XCTest

        @testable import Search

        @MainActor
        final class SearchModelTests: DependenceTestCase {
          override var scheduling: TestScheduling { .deterministic }

          func testSearch() async {
            let model = SearchModel()
            let task = Task { await model.search("swift") }
            await waitUntilIdle()
            XCTAssertTrue(model.isSearching)
            await task.value
          }
        }

        """)
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" }.contains(
        "7: SearchModelTests: XCTestCase → DependenceTestCase, setUp's uncheckedUseMainSerialExecutor = true → scheduling .deterministic"
      ))
    #expect(migration.leftByHand == [])
    // Nothing else of swift-concurrency-extras is left: no import of it, nor its product.
    #expect(!migration.needsConcurrencyExtras)
    #expect(migration.importsTesting)
    expectIdempotent(migration, isTest: true)
  }

  /// An override that does more keeps the rest, the property on a line of its own above it
  /// (and above its doc comment); one with a comment above it stays, as does a comment.
  @Test func anOverrideThatDoesMoreKeepsTheRest() {
    let source = """
      import Dependencies
      import XCTest

      final class TimerTests: XCTestCase {
        let start = 0

        /// Stops at the first failure, on the main serial executor.
        override func setUp() {
          super.setUp()
          continueAfterFailure = false
          uncheckedUseMainSerialExecutor = true
        }

        // The serial executor goes off after each test.
        override func tearDown() {
          uncheckedUseMainSerialExecutor = false
          super.tearDown()
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting
        import XCTest

        final class TimerTests: DependenceTestCase {
          let start = 0

          override var scheduling: TestScheduling { .deterministic }

          /// Stops at the first failure, on the main serial executor.
          override func setUp() {
            super.setUp()
            continueAfterFailure = false
          }

          // The serial executor goes off after each test.
          override func tearDown() {
            super.tearDown()
          }
        }

        """)
    expectIdempotent(migration, isTest: true)
  }

  /// An override that did nothing else becomes the property, below its doc comment, and a
  /// `setUpWithError` with no `tearDown` is of the shape too.
  @Test func thePropertyTakesThePlaceOfAnOverrideThatDidNothingElse() {
    let source = """
      import Dependencies
      import XCTest

      final class TimerTests: XCTestCase {
        let start = 0

        /// Runs every test on the main serial executor.
        override func setUpWithError() throws {
          uncheckedUseMainSerialExecutor = true
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text.hasSuffix(
        """
          let start = 0

          /// Runs every test on the main serial executor.
          override var scheduling: TestScheduling { .deterministic }
        }

        """))
    #expect(!migration.text.contains("setUpWithError"))
  }

  /// A class that also switches the executor elsewhere, declares what `DependenceTestCase`
  /// does, subclasses another class, or writes the assignment sharing its line is left with
  /// the step, as is a file that imports swift-concurrency-extras itself, where the name is
  /// still that library's.
  @Test(arguments: [
    (
      "override func setUp() { super.setUp(); uncheckedUseMainSerialExecutor = true }", "XCTestCase"
    ),
    (
      "override func setUp() {\n    uncheckedUseMainSerialExecutor = true\n  }\n  func testOff() { uncheckedUseMainSerialExecutor = false }",
      "XCTestCase"
    ),
    (
      "override var scheduling: Int { 0 }\n  override func setUp() {\n    uncheckedUseMainSerialExecutor = true\n  }",
      "XCTestCase"
    ),
    ("override func setUp() {\n    uncheckedUseMainSerialExecutor = true\n  }", "BaseTestCase"),
    (
      "override func setUp() {\n    uncheckedUseMainSerialExecutor = true // serial\n  }",
      "XCTestCase"
    ),
  ])
  func otherShapesAreSteps(body: String, superclass: String) {
    let source = """
      import Dependencies
      import XCTest

      final class TimerTests: \(superclass) {
        \(body)
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains(": \(superclass) {"))
    #expect(migration.text.contains("uncheckedUseMainSerialExecutor = true"))
    #expect(
      migration.leftByHand.map(\.what).contains(
        "subclass `DependenceTestCase` and override `scheduling` with `.deterministic`, or wrap each test's body in `withDeterministicScheduling { }`"
      ))
    expectIdempotent(migration, isTest: true)
  }

  /// Outside a test target, a file that does not import XCTest itself hosts no test cases.
  @Test func aFileThatImportsConcurrencyExtrasOrIsNotATestKeepsTheClass() {
    let imported = Self.searchTests.replacing(
      "import Dependencies\n", with: "import ConcurrencyExtras\nimport Dependencies\n")
    #expect(migrated(imported, isTest: true).text.contains("SearchModelTests: XCTestCase"))
    let library = Self.searchTests.replacing("import XCTest\n", with: "import TestKit\n")
    #expect(migrated(library, isTest: false).text.contains("SearchModelTests: XCTestCase"))
  }

  /// A test-support library's base class, which imports XCTest and swift-dependencies, is
  /// rewritten as in a test target.
  @Test func aTestSupportLibrarysBaseClassIsRewritten() {
    let migration = migrated(Self.searchTests, isTest: false)
    #expect(migration.text.contains("import DependenceTesting\n"))
    #expect(migration.text.contains("SearchModelTests: DependenceTestCase"))
    #expect(migration.text.contains("override var scheduling: TestScheduling { .deterministic }"))
    #expect(!migration.text.contains("uncheckedUseMainSerialExecutor"))
  }
}
