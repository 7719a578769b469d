import DependenceMigration
import Testing

/// An assertion effect of the app's own, written to swift-dependencies' requirement, is written
/// to this package's.
@Suite struct AssertionConformancesMigrationTests {
  @Test func bothProtocolsRequirementsAreRewrittenTheirBodiesKept() {
    let source = """
      import Dependencies

      public struct LoggingAssert: AssertionEffect {
        public func callAsFunction(
          _ condition: @autoclosure () -> Bool,
          _ message: @autoclosure () -> String,
          file: StaticString,
          line: UInt
        ) {
          if !condition() { print("\\(file):\\(line): \\(message())") }
        }
      }

      extension Logger: Dependencies.AssertionFailureEffect {
        func callAsFunction(_ message: @autoclosure () -> String, file at: StaticString, line: UInt) {
          log(message(), at, line)
        }
      }

      struct Other {
        func callAsFunction(_ a: Int, _ b: Int, file: StaticString, line: UInt) {}
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence

        public struct LoggingAssert: AssertionEffect {
          public func check(
            _ condition: @autoclosure () -> Bool,
            _ message: @autoclosure () -> String,
            fileID _: StaticString, filePath file: StaticString,
            line: UInt, column _: UInt
          ) {
            if !condition() { print("\\(file):\\(line): \\(message())") }
          }
        }

        extension Logger: Dependence.AssertionFailureEffect {
          func fail(_ message: @autoclosure () -> String, fileID _: StaticString, filePath at: StaticString, line: UInt, column _: UInt) {
            log(message(), at, line)
          }
        }

        struct Other {
          func callAsFunction(_ a: Int, _ b: Int, file: StaticString, line: UInt) {}
        }

        """)
    #expect(
      migration.changes.filter { $0.description.contains("requirement here") }.map(\.line)
        == [4, 15])
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }
}
