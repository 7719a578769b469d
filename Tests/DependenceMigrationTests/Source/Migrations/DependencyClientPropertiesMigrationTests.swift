import DependenceMigration
import Testing

/// The properties of a `@DependencyClient` as the migration reads them: a stored value whose
/// type swift-dependencies' macro let Swift infer, a declaration of several, and an endpoint in a
/// `#if` clause of the client.
@Suite struct DependencyClientPropertiesMigrationTests {
  /// swift-dependencies' macro let Swift infer a stored value's type; this package's needs it
  /// written: a literal's is, any other value's is a step, and so is a declaration of two.
  @Test func writesTheTypeOfAStoredLiteralValue() {
    let source = """
      import DependenciesMacros

      @DependencyClient
      public struct Api: Sendable {
        public var retries = 3
        public var host = "example.com"
        var timeout = 2.5, verbose = false
        var base = URL.root
        public var get: @Sendable (_ path: String) async throws -> String
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text.contains(
        "  public var retries: Int = 3\n  public var host: String = \"example.com\"\n"))
    #expect(
      migration.text.contains("  var timeout = 2.5, verbose = false\n  var base = URL.root\n"))
    #expect(
      migration.changes.map(\.description).contains(
        "var retries = 3 → var retries: Int = 3: this package's `@DependencyClient` needs the type")
    )
    #expect(
      migration.leftByHand.map(\.what) == [
        "declare `timeout`, `verbose` each with its own `var` and its type: this package's `@DependencyClient` needs one property per declaration",
        "write the type of `base` (`var base: Type = URL.root`): this package's `@DependencyClient` needs it",
      ])
    expectIdempotent(migration)
  }

  /// An endpoint declared in a `#if` clause of the client gets its method in the same clause.
  @Test func writesTheMethodOfAnEndpointInAnIfClauseInTheSameClause() {
    let source = """
      import DependenciesMacros

      @DependencyClient
      public struct ShareClient: Sendable {
        public var copy: @Sendable (_ text: String) async -> Void
        #if os(iOS) || os(macOS)
          public var share: @Sendable (_ url: URL) async -> Bool = { _ in false }
        #elseif DEBUG
          var log: @Sendable (_ line: String) -> Void
          var flush: @Sendable (_ all: Bool) -> Void
        #else
          var ping: @Sendable () -> Void
        #endif
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text.hasSuffix(
        """
        extension ShareClient {
          public func copy(text: String) async -> Void {
            await self.copy(text)
          }

          #if os(iOS) || os(macOS)
            public func share(url: URL) async -> Bool {
              await self.share(url)
            }
          #elseif DEBUG
            func log(line: String) -> Void {
              self.log(line)
            }

            func flush(all: Bool) -> Void {
              self.flush(all)
            }
          #else
          #endif
        }

        """))
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }
}
