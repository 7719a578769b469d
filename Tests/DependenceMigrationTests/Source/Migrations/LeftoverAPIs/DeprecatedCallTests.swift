import DependenceMigration
import Testing

/// swift-dependencies' deprecated spellings, which older code still uses and this package does
/// not have, become what they called.
@Suite struct DeprecatedCallTests {
  @Test func scopedValuesBecomeWithDependencies() {
    let source = """
      import Dependencies

      func stamp() -> Date {
        DependencyValues.withValue(\\.date.now, Date(timeIntervalSince1970: 0)) {
          @Dependency(\\.date.now) var now
          return now
        }
      }

      func load() async throws -> Int {
        try await DependencyValues.withValue(keyPath, value, operation: fetch)
      }

      func stamp2() -> Date {
        Dependencies.DependencyValues.withValues {
          $0.date.now = Date(timeIntervalSince1970: 1)
        } operation: {
          now()
        }
      }

      func check() {
        DependencyValues.withTestValues {
          $0.uuid = .incrementing
        } assert: {
          run()
        }
        DependencyValues.withTestValues(update, assert: run)
      }

      """
    let migration = migrated(source)
    // One change a call: the qualifier of `Dependencies.DependencyValues` goes with the call.
    #expect(
      migration.text == """
        import Dependence

        func stamp() -> Date {
          withDependencies { $0.date.now = Date(timeIntervalSince1970: 0) } operation: {
            @Dependency(\\.date.now) var now
            return now
          }
        }

        func load() async throws -> Int {
          try await withDependencies({ $0[keyPath: keyPath] = value }, operation: fetch)
        }

        func stamp2() -> Date {
          withDependencies {
            $0.date.now = Date(timeIntervalSince1970: 1)
          } operation: {
            now()
          }
        }

        func check() {
          withDependencies {
            $0.uuid = .incrementing
          } operation: {
            run()
          }
          withDependencies(update, operation: run)
        }

        """)
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" }.filter { !$0.contains("import") }
        == [
          "4: DependencyValues.withValue(…) → withDependencies { $0.date.now = … }: deprecated there, absent here",
          "11: DependencyValues.withValue(…) → withDependencies { $0[keyPath: keyPath] = … }: deprecated there, absent here",
          "15: DependencyValues.withValues → withDependencies: deprecated there, absent here",
          "23: DependencyValues.withTestValues(…, assert:) → withDependencies(…, operation:): deprecated there, absent here",
          "28: DependencyValues.withTestValues(…, assert:) → withDependencies(…, operation:): deprecated there, absent here",
        ])
    expectIdempotent(migration)
  }

  @Test func aStreamWithContinuationBecomesMakeStream() {
    let source = """
      import Dependencies

      let (events, send) = AsyncStream<Int>.streamWithContinuation()
      let pair = AsyncThrowingStream.streamWithContinuation(String.self, bufferingPolicy: .bufferingNewest(1))
      let other = Feed.streamWithContinuation()

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence

        let (events, send) = AsyncStream<Int>.makeStream()
        let pair = AsyncThrowingStream.makeStream(of: String.self, bufferingPolicy: .bufferingNewest(1))
        let other = Feed.streamWithContinuation()

        """)
    expectIdempotent(migration)
  }

  /// Without swift-dependencies imported, the names may be the file's own: nothing changes.
  @Test func aFileThatDoesNotImportSwiftDependenciesIsLeft() {
    let source = """
      import Foundation

      let (events, send) = AsyncStream<Int>.streamWithContinuation()

      """
    #expect(migrated(source).text == source)
  }
}
