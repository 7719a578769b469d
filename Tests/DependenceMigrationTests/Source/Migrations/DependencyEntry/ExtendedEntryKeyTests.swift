import DependenceMigration
import Foundation
import Testing

/// A public `@DependencyEntry` whose key, as swift-dependencies named it, an implementation
/// module extends keeps that key: the move writes it and the property out (trial J).
@Suite struct ExtendedEntryKeyTests {
  static let interface = """
    import Dependencies
    import DependenciesMacros

    public protocol APIClient: Sendable {
      func fetch() async throws -> String
    }

    public struct MockAPIClient: APIClient {
      public init() {}
      public func fetch() async throws -> String { "mock" }
    }

    extension DependencyValues {
      /// The API.
      @DependencyEntry public var apiClient: any APIClient = MockAPIClient()
      @DependencyEntry public var retries: Int = 3
      @DependencyEntry(previewValue: "preview") package var greeting: String = "test"
    }

    """

  static let live = """
    import Dependencies
    import Interface

    struct LiveAPIClient: APIClient {
      func fetch() async throws -> String { "live" }
    }

    extension DependencyValues.APIClientKey: DependencyKey {
      public static let liveValue: any APIClient = LiveAPIClient()
    }

    extension Dependencies.DependencyValues.StringKey: DependencyKey {
      package static let liveValue = "live"
    }

    """

  /// The interface file as the move plans it, in a package of `files` beside it.
  static func movedInterface(besides files: [String: String]) throws -> PlannedFile? {
    let package = try TemporaryPackage(
      files.merging([
        "Package.swift": PackageMigrationTests.manifest,
        "Sources/Interface/Client.swift": Self.interface,
      ]) { $1 })
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    return plan.files.first { $0.path == "Sources/Interface/Client.swift" }
  }

  @Test func theKeyAnotherModuleExtendsIsWrittenOut() throws {
    let moved = try #require(
      try Self.movedInterface(besides: ["Sources/Live/LiveClient.swift": Self.live]))
    let text = try #require(moved.newText)
    #expect(
      text.contains(
        """
        extension DependencyValues {
          /// The API.
          public nonisolated enum APIClientKey: TestDependencyKey {
            public static var testValue: any APIClient { MockAPIClient() }
          }
          public var apiClient: any APIClient {
            get { self[APIClientKey.self] }
            set { self[APIClientKey.self] = newValue }
          }
          @DependencyEntry(test: 3) public var retries: Int = 3
          package nonisolated enum StringKey: TestDependencyKey {
            package static var testValue: String { "test" }
            package static var previewValue: String { "preview" }
          }
          package var greeting: String {
            get { self[StringKey.self] }
            set { self[StringKey.self] = newValue }
          }
        }
        """))
    let migration = try moved.result.get()
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" }.contains(
        "15: @DependencyEntry public var apiClient → public enum APIClientKey: TestDependencyKey and a var apiClient of it: the package extends DependencyValues.APIClientKey"
      ))
    // The entry no other file extends is rewritten as before, with its step.
    #expect(migration.leftByHand.map(\.line) == [22])
  }

  @Test func withoutAnExtensionTheEntryIsRewrittenAsBefore() throws {
    let text = try #require(try Self.movedInterface(besides: [:])?.newText)
    #expect(!text.contains("APIClientKey"))
    #expect(text.contains("@DependencyEntry(test: MockAPIClient()) public var apiClient"))
  }
}
