import DependenceMigration
import Testing

/// swift-issue-reporting's `unimplemented(…)` inside a `@DependencyClient` type or its
/// extensions, where this package's macro declares a member of that name, is qualified.
@Suite struct ClientScopeUnimplementedMigrationTests {
  @Test func aCallInsideTheClientOrItsExtensionsIsQualified() throws {
    let source = """
      import Dependencies
      import DependenciesMacros

      @DependencyClient
      public struct Client: Sendable {
        public var pull: @Sendable () async throws -> [Int]
        static let empty = Self(pull: unimplemented("Client.pull", placeholder: []))
      }

      extension Client: TestDependencyKey {
        public static let testValue = Client(pull: unimplemented("Client.pull", placeholder: []))
        struct Fixture {
          var client = Client(pull: unimplemented("Fixture.pull"))
        }
      }

      func elsewhere() -> Client {
        Client(pull: unimplemented("elsewhere", placeholder: []))
      }

      """
    let migration = try #require(try? SourceMigration.migrate(source, isTest: false).get())
    #expect(
      migration.text == """
        import DependenceMacros

        @DependencyClient
        public struct Client: Sendable {
          public var pull: @Sendable () async throws -> [Int]
          static let empty = Self(pull: Dependence.unimplemented("Client.pull", placeholder: []))
        }

        extension Client: TestDependencyKey {
          public static let testValue = Client(pull: Dependence.unimplemented("Client.pull", placeholder: []))
          struct Fixture {
            var client = Client(pull: Dependence.unimplemented("Fixture.pull"))
          }
        }

        func elsewhere() -> Client {
          Client(pull: unimplemented("elsewhere", placeholder: []))
        }

        """)
    #expect(
      migration.changes.filter { $0.description.hasPrefix("unimplemented") }.map(\.line)
        == [7, 11, 13])
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  /// A client declared in another file of the package, extended here, by its module's name too.
  @Test func aClientOfAnotherFileCounts() throws {
    let source = """
      import Dependencies
      import Lib

      extension Lib.Client: TestDependencyKey {
        public static let testValue = Self(pull: unimplemented("Client.pull", placeholder: []))
      }

      extension Other {
        static let value = Other(run: unimplemented("Other.run"))
      }

      """
    let migration = try #require(
      try? SourceMigration.migrate(source, isTest: false, dependencyClients: ["Client"]).get())
    #expect(
      migration.text
        == source
        .replacing("import Dependencies", with: "import Dependence")
        .replacing("Self(pull: unimplemented", with: "Self(pull: Dependence.unimplemented"))
    // Without the package's clients, nothing is qualified.
    let alone = migrated(source)
    #expect(!alone.text.contains("Dependence.unimplemented"))
  }
}
