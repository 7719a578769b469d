import DependenceMigration
import Testing

/// What this package already declares goes from the migrated file: a `Dependency.init(_:as:)`
/// helper of the same shape, and a retroactive conformance this package declares; what cannot
/// go safely is a step.
@Suite struct RedundantDeclarationsMigrationTests {
  @Test func deletesACastHelperOfTheSameShapeWithItsExtension() {
    let source = """
      import Dependencies
      import DependenciesTestSupport

      // Helpers.
      extension Dependency {
        /// Reads the dependency as `type`.
        init<T>(
          _ keyPath: KeyPath<DependencyValues, T> & Sendable, as type: Value.Type,
          fileID: StaticString = #fileID, line: UInt = #line
        ) {
          self.init(keyPath as! KeyPath<DependencyValues, Value> & Sendable)
        }
      }

      struct Feature {}

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import Dependence
        import DependenceTesting

        // Helpers.

        struct Feature {}

        """)
    #expect(
      migration.changes.contains(
        Change(
          line: 7,
          description:
            "init(_:as:) in extension Dependency → removed: DependenceTesting ships `@Dependency(_:as:)`"
        )))
    #expect(
      migration.changes.contains(
        Change(line: 5, description: "extension Dependency → removed: nothing is left in it")))
    #expect(migration.leftByHand == [])
    expectIdempotent(migration, isTest: true)
  }

  @Test func deletesOnlyTheHelperFromAnExtensionWithOtherMembers() {
    let source = """
      import DependenciesTestSupport

      extension Dependency {
        init<Key: TestDependencyKey>(_ key: Key.Type, as type: Value.Type) { fatalError() }
        var other: Int { 0 }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        import DependenceTesting

        extension Dependency {
          var other: Int { 0 }
        }

        """)
    expectIdempotent(migration, isTest: true)
  }

  @Test func listsAHelperOfAnotherShape() {
    let source = """
      import DependenciesTestSupport

      extension Dependency {
        init<T>(_ keyPath: KeyPath<DependencyValues, T>, as type: Value.Type, name: String) {
          fatalError()
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("name: String"))
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 4,
          what:
            "this `init(_:as:)` is not DependenceTesting's `@Dependency(_:as:)` (a key path of `DependencyValues` or a key type, then `as: Value.Type`): rename it, or delete it and use that one",
          section: "Before the first build")
      ])
  }

  @Test func listsAHelperInAFileThatWillNotImportDependenceTesting() {
    let source = """
      import Dependencies

      extension Dependency {
        init<T>(_ keyPath: KeyPath<DependencyValues, T>, as type: Value.Type) { fatalError() }
      }

      """
    let migration = migrated(source)
    #expect(migration.text.contains("init<T>"))
    #expect(
      migration.leftByHand.map(\.what) == [
        "DependenceTesting ships `@Dependency(_:as:)`: this copy can stay, since the module's own declaration shadows the package's of the same shape; or delete it and `import DependenceTesting` where it is used"
      ])
    // Kept, it is not listed again: a second run has nothing to say.
    #expect(migrated(migration.text).leftByHand == [])
    expectIdempotent(migration)
  }

  @Test func deletesARetroactiveConformanceThisPackageDeclares() {
    let source = """
      import Dependencies

      extension DependencyContext: @retroactive CaseIterable {}
      extension Dependencies.DependencyContext: @retroactive CustomStringConvertible, @retroactive RawRepresentable {}
      let a = 1

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence

        extension Dependence.DependencyContext: @retroactive CustomStringConvertible {}
        let a = 1

        """)
    #expect(
      migration.changes.contains(
        Change(
          line: 3,
          description:
            "DependencyContext: @retroactive CaseIterable → removed: Dependence declares the conformance"
        )))
    expectIdempotent(migration)
  }

  @Test func keepsOtherRetroactiveConformances() {
    let source = """
      import Dependencies
      import Foundation

      extension URLSession: @retroactive DependencyKey {
        public static let liveValue = URLSession.shared
      }

      """
    let migration = migrated(source)
    #expect(migration.text.contains("extension URLSession: @retroactive DependencyKey {"))
    #expect(migration.leftByHand == [])
  }

  @Test func listsARedundantConformanceWithMembers() {
    let source = """
      import Dependencies

      extension DependencyContext: @retroactive CaseIterable {
        public static let allCases: [Self] = [.live, .preview, .test]
      }

      """
    let migration = migrated(source)
    #expect(migration.text.contains("@retroactive CaseIterable"))
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 3,
          what:
            "Dependence declares `DependencyContext: CaseIterable`: delete this conformance and the members written for it",
          section: "Before the first build")
      ])
  }
}
