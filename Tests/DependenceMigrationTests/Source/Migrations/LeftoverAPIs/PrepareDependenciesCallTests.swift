import DependenceMigration
import Testing

/// `prepareDependencies` reports here inside a `withDependencies` scope, where swift-dependencies
/// let it pass: a call a test may reach in one is named, one at an entry point is not.
@Suite struct PrepareDependenciesCallTests {
  @Test func aCallAwayFromAnEntryPointIsAStep() {
    let source = """
      import Dependencies

      struct FetchCommand {
        func run() async throws {
          prepareDependencies { $0.date.now = .now }
        }
      }

      @main struct Tool {
        static func main() {
          prepareDependencies { _ in }
        }
      }

      struct NotesApp: App {
        init() {
          prepareDependencies { _ in }
        }
      }

      final class AppDelegate: NSObject, UIApplicationDelegate {
        func application(_ application: UIApplication) -> Bool {
          prepareDependencies { _ in }
          return true
        }
      }

      final class Model {
        init() {
          prepareDependencies { _ in }
        }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.leftByHand.map { "\($0.line) \($0.section)" } == [
        "5 Behaviour that differs", "30 Behaviour that differs",
      ])
    #expect(
      migration.leftByHand.first?.what
        == "`prepareDependencies` reports here when it runs inside a `withDependencies` scope, as when a test calls this code in one (swift-dependencies let that pass): call it at the entry point, outside any scope, or set the values in the test instead"
    )
  }

  @Test func aCallKeptFromTestsIsLeftAlone() {
    let source = """
      import Dependencies

      enum Bootstrap {
        static func start() {
          if !isTesting {
            prepareDependencies { _ in }
          }
        }
        static func start2() {
          guard !isTesting else { return }
          prepareDependencies { _ in }
        }
        static func start3() {
          if isTesting { return }
          prepareDependencies { _ in }
        }
      }

      """
    #expect(migrated(source).leftByHand.map(\.line) == [15])
  }

  @Test func topLevelCodeAndTestsAreLeftAlone() {
    #expect(migrated("import Dependencies\n\nprepareDependencies { _ in }\n").leftByHand == [])
    let test = "import Dependencies\n\nfunc setUp() { prepareDependencies { _ in } }\n"
    #expect(migrated(test, isTest: true).leftByHand == [])
    #expect(
      migrated("import Foundation\n\nfunc f() { prepareDependencies { _ in } }\n").leftByHand == [])
  }
}
