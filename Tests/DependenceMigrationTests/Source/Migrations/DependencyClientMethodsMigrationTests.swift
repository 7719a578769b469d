import DependenceMigration
import Testing

/// swift-dependencies' `@DependencyClient` generated a method for each endpoint with labelled
/// parameters; this package's does not, so the migration writes them, and lists those it cannot.
@Suite struct DependencyClientMethodsMigrationTests {
  @Test func writesTheMethodOfALabelledEndpointAfterTheClient() {
    let source = """
      import Dependencies
      import DependenciesMacros

      @DependencyClient
      public struct NumberClient: Sendable {
        public var fetch: @Sendable (_ count: Int) async throws -> [Int]
        public var favorite: @Sendable () -> Int = { 42 }
      }

      extension NumberClient: TestDependencyKey {
        public static let testValue = NumberClient()
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence
        import DependenceMacros

        @DependencyClient
        public struct NumberClient: Sendable {
          public var fetch: @Sendable (_ count: Int) async throws -> [Int]
          public var favorite: @Sendable () -> Int = { 42 }
        }

        extension NumberClient {
          public func fetch(count: Int) async throws -> [Int] {
            try await self.fetch(count)
          }
        }

        extension NumberClient: TestDependencyKey {
          public static let testValue = NumberClient()
        }

        """)
    #expect(
      migration.changes.last
        == Change(
          line: 4,
          description:
            "@DependencyClient NumberClient → added extension NumberClient with fetch(count:): the macro here writes no methods"
        ))
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  /// A `nonisolated` client, as a module whose default isolation is the main actor writes it,
  /// gets a `nonisolated` extension: its methods were the client's, callable off the main actor.
  @Test func aNonisolatedClientGetsANonisolatedExtension() {
    let source = """
      import DependenciesMacros

      @DependencyClient
      nonisolated struct PriceFormatter: Sendable {
        var format: @Sendable (_ cents: Int) -> String = { _ in "" }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text.contains(
        "\nnonisolated extension PriceFormatter {\n  func format(cents: Int) -> String {"))
    expectIdempotent(migration)
    #expect(
      !migrated(source.replacing("nonisolated struct", with: "struct")).text.contains(
        "nonisolated extension"))
  }

  @Test func keepsTheAccessAttributesEffectsAndParameterKinds() {
    let source = """
      import DependenciesMacros
      @DependencyClient
      struct Store {
          package var load: @Sendable @MainActor (_ id: Int, String) throws(LoadError) -> Item
          var update: (_ item: inout Item, _ done: @escaping () -> Void) -> Void = { _, _ in }
          private var check: @Sendable (_ value: @autoclosure () -> Bool) async -> Bool = { _ in true }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text.hasSuffix(
        """
        }

        extension Store {
            @MainActor package func load(id: Int, _ p1: String) throws(LoadError) -> Item {
                try self.load(id, p1)
            }

            func update(item: inout Item, done: @escaping () -> Void) -> Void {
                self.update(&item, done)
            }

            private func check(value: @autoclosure () -> Bool) async -> Bool {
                await self.check(value())
            }
        }

        """))
  }

  @Test func usesTheMethodNameOfTheEndpointAttributeAndDropsTheAttribute() {
    let source = """
      import DependenciesMacros
      @DependencyClient
      struct Api {
        @DependencyEndpoint(method: "user")
        var fetchUser: @Sendable (Int) async throws -> String
        @DependencyEndpoint var ping: @Sendable () async -> Void
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros
        @DependencyClient
        struct Api {
          var fetchUser: @Sendable (Int) async throws -> String
          var ping: @Sendable () async -> Void
        }

        extension Api {
          func user(_ p0: Int) async throws -> String {
            try await self.fetchUser(p0)
          }
        }

        """)
    #expect(
      migration.changes.map(\.description).contains(
        #"@DependencyEndpoint(method: "user") → removed: endpoints are plain closure properties here"#
      ))
    expectIdempotent(migration)
  }

  @Test func namesANestedClientFromTheTopLevel() {
    let source = """
      import DependenciesMacros
      #if DEBUG
        enum Feature {
          @DependencyClient
          struct Client {
            var search: (_ query: String) async throws -> [String]
          }
        }
      #endif

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import DependenceMacros
        #if DEBUG
          enum Feature {
            @DependencyClient
            struct Client {
              var search: (_ query: String) async throws -> [String]
            }
          }

          extension Feature.Client {
            func search(query: String) async throws -> [String] {
              try await self.search(query)
            }
          }
        #endif

        """)
    expectIdempotent(migration)
  }

  @Test func writesNothingTheFileAlreadyDeclaresOrThatWasIgnored() {
    let source = """
      import DependenciesMacros
      @DependencyClient
      struct Api {
        var fetch: (_ id: Int) async throws -> String
        @DependencyEndpointIgnored var ignored: (_ id: Int) -> Void = { _ in }
      }
      extension Api {
        func fetch(id: Int) async throws -> String { try await fetch(id) }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == "import DependenceMacros"
        + source.dropFirst("import DependenciesMacros".count))
    #expect(migration.changes.count == 1)
  }

  @Test func writesNothingForAClientOfThisPackage() {
    let source = """
      import DependenceMacros
      @DependencyClient
      struct Api {
        var fetch: (_ id: Int) async throws -> String
      }

      """
    #expect(migrated(source) == FileMigration(text: source))
  }

  @Test func listsAVariadicEndpoint() {
    let source = """
      import DependenciesMacros
      @DependencyClient
      struct Log {
        var write: (_ items: String...) -> Void
      }

      """
    let migration = migrated(source)
    #expect(!migration.text.contains("extension Log"))
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 4,
          what:
            "this package's `@DependencyClient` writes no methods, and a variadic parameter cannot be passed on to the closure: write `write(items:)` yourself, or call `write`",
          section: "One-line replacements")
      ])
  }

  @Test func namesAParameterWhoseLabelIsAKeywordByItsPosition() {
    let source = """
      import DependenciesMacros

      @DependencyClient
      struct SearchClient: Sendable {
        var search: @Sendable (_ for: String, _ in: Int, _ id: Int) async throws -> [String]
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text.contains(
        """
        extension SearchClient {
          func search(for p0: String, in p1: Int, id: Int) async throws -> [String] {
            try await self.search(p0, p1, id)
          }
        }
        """))
    expectIdempotent(migration)
  }

  @Test func listsADependencyEndpointOutsideAClient() {
    let source = """
      import DependenciesMacros

      struct Settings: Sendable {
        @DependencyEndpoint
        var load: @Sendable (_ key: String) -> Int
      }

      """
    let migration = migrated(source)
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 4,
          what:
            "`@DependencyEndpoint` outside a `@DependencyClient` has no counterpart here: remove it, give the closure a default that reports (`unimplemented(\"…\")`), and write the method it generated in an extension",
          section: "One-line replacements")
      ])
  }

  /// `@DependenciesMacros.DependencyClient`, qualified by its module, is a client too.
  @Test func aClientOfTheQualifiedAttributeGetsItsMethods() {
    let source = """
      import DependenciesMacros

      @DependenciesMacros.DependencyClient
      struct Store {
        var load: @Sendable (_ key: String) -> Int = { _ in 0 }
      }

      """
    let migration = migrated(source)
    #expect(migration.text.contains("@DependenceMacros.DependencyClient\nstruct Store {"))
    #expect(
      migration.text.contains(
        "extension Store {\n  func load(key: String) -> Int {\n    self.load(key)\n  }\n}"))
    expectIdempotent(migration)
  }
}
