import DependenceMigration
import Testing

/// swift-dependencies' task-local bound by hand becomes `withDependencies`, and its other uses,
/// its cache and its continuation's old name are moved or listed.
@Suite struct TaskLocalBindingTests {
  @Test func aBindingBecomesWithDependencies() {
    let source = """
      import Dependencies

      public struct Deferred<Value>: Sendable {
        let dependencies = DependencyValues._current
        let transform: @Sendable () -> Value

        public func run() -> Value {
          DependencyValues.$_current.withValue(dependencies) {
            transform()
          }
        }

        public func run() async throws -> Value {
          try await Dependencies.DependencyValues.$_current.withValue(dependencies, operation: transform)
        }

        func peek() -> DependencyValues {
          DependencyValues.$_current.get()
        }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence

        public struct Deferred<Value>: Sendable {
          let dependencies = DependencyValues.current
          let transform: @Sendable () -> Value

          public func run() -> Value {
            withDependencies { $0 = dependencies } operation: {
              transform()
            }
          }

          public func run() async throws -> Value {
            try await withDependencies({ $0 = dependencies }, operation: transform)
          }

          func peek() -> DependencyValues {
            DependencyValues.$_current.get()
          }
        }

        """)
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" }.filter { $0.contains("$_current") }
        == [
          "8: DependencyValues.$_current.withValue(…) → withDependencies { $0 = … } operation: …: the task-local is private",
          "14: DependencyValues.$_current.withValue(…) → withDependencies { $0 = … } operation: …: the task-local is private",
        ])
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        "18: `DependencyValues.$_current` is private here: bind values with `withDependencies { $0 = values } operation: { … }`"
      ])
    expectIdempotent(migration)
  }

  /// A test's reset of the cache goes: each test starts with a fresh one. Another use is a step.
  @Test func aTestsCacheResetGoes() {
    let source = """
      @_spi(Internals) import Dependencies
      import XCTest

      final class CacheTests: XCTestCase {
        override func tearDown() {
          DependencyValues._current.cachedValues.resetCache()
          super.tearDown()
        }

        func testCount() {
          XCTAssertTrue(DependencyValues._current.cachedValues.cached.isEmpty)
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        @_spi(Internals) import Dependence
        import XCTest

        final class CacheTests: XCTestCase {
          override func tearDown() {
            super.tearDown()
          }

          func testCount() {
            XCTAssertTrue(DependencyValues.current.cachedValues.cached.isEmpty)
          }
        }

        """)
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" }.contains(
        "6: DependencyValues._current.cachedValues.resetCache() → removed: each test starts with a fresh cache"
      ))
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        "10: `DependencyValues.cachedValues` is private here: with DependenceTesting linked, each test starts with a fresh cache; remove this"
      ])
    // Outside a test, the reset is a step too.
    #expect(migrated(source).leftByHand.map(\.line) == [6, 11])
  }

  @Test func theContinuationTypeTakesItsNameHere() {
    let source = """
      import Dependencies

      struct Box {
        var continuation: DependencyValues.Continuation?
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence

        struct Box {
          var continuation: DependencyContinuation?
        }

        """)
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" }.contains(
        "4: DependencyValues.Continuation → DependencyContinuation"))
  }
}
