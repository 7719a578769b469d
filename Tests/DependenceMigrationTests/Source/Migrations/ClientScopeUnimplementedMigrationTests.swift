import Testing

@testable import DependenceMigration

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
        import Dependence
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

  /// The client's own `static let unimplemented`, which the macro here declares: removed where
  /// it is every endpoint unimplemented, a step to rename otherwise.
  @Test func theClientsOwnUnimplementedGoesOrIsAStep() throws {
    let source = """
      import Dependencies

      extension APIClient: TestDependencyKey {
        /// Every endpoint unimplemented.
        public static let unimplemented = APIClient()
        public static var testValue: APIClient { .unimplemented }
      }

      extension Logger {
        static var unimplemented: Logger { Logger(log: { _ in }) }
      }

      extension Other {
        static let unimplemented = Other()
      }

      """
    let migration = try #require(
      try? SourceMigration.migrate(
        source, isTest: false, dependencyClients: ["APIClient", "Logger"]
      ).get())
    #expect(
      migration.text == """
        import Dependence

        extension APIClient: TestDependencyKey {
          public static var testValue: APIClient { .unimplemented }
        }

        extension Logger {
          static var unimplemented: Logger { Logger(log: { _ in }) }
        }

        extension Other {
          static let unimplemented = Other()
        }

        """)
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        "8: \(ClientScopeUnimplementedMigration.ownUnimplemented)"
      ])
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
