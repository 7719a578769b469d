import DependenceMigration
import Foundation
import Testing

/// What a package's `@_exported` imports, and those of the dependencies that moved first, carry:
/// files that reach swift-dependencies through them are moved as if they imported it.
@Suite struct ReexportsTests {
  /// A module that re-exports swift-dependencies (`@_exported import Dependencies`, as a core
  /// module of an app does) gives its names to its other files and to the modules that import
  /// it: their clients get the methods swift-dependencies' macro wrote, and the module keeps
  /// re-exporting swift-concurrency-extras.
  @Test func namesReachedThroughThePackagesOwnReexportsAreMoved() throws {
    let client = """
      @DependencyClient
      public struct NumberClient: Sendable {
        public var fact: @Sendable (_ number: Int) async throws -> String
      }

      """
    let package = try TemporaryPackage([
      "Package.swift": PackageMigrationTests.manifest,
      "Sources/Core/Exports.swift":
        "@_exported import Dependencies\n@_exported import DependenciesMacros\n",
      "Sources/Core/EventLog.swift": client.replacing("NumberClient", with: "EventLog"),
      "Sources/Feature/NumberClient.swift": "import Core\n\n" + client,
      "Sources/Other/Plain.swift": "import Foundation\n\n" + client,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let moved = { (path: String) in plan.files.first { $0.path == path }?.newText }
    #expect(moved("Sources/Core/EventLog.swift")?.contains("func fact(number: Int)") == true)
    #expect(moved("Sources/Feature/NumberClient.swift")?.contains("func fact(number: Int)") == true)
    #expect(moved("Sources/Other/Plain.swift") == nil, "it sees no re-export: not its macro")
    #expect(
      moved("Sources/Core/Exports.swift")
        == "@_exported import ConcurrencyExtras\n@_exported import Dependence\n@_exported import DependenceMacros\n"
    )
  }

  /// A file that sees swift-dependencies only through its module's `@_exported import
  /// Dependencies` wrote its names all the same: `isTesting`, swift-issue-reporting's own names
  /// and `unimplemented` inside a client move as in a file that imports it (they did not, and
  /// the moved package did not build).
  @Test func swiftDependenciesNamesReachedThroughTheModulesReexportAreRewritten() throws {
    let auditor = """
      import Foundation

      @DependencyClient
      public struct Auditor: Sendable {
        public var check: @Sendable (Int) -> Bool = { _ in true }
      }

      extension Auditor: TestDependencyKey {
        public static let testValue = Self(check: unimplemented("Auditor.check", placeholder: false))
      }

      public var underTest: Bool { isTesting && TestContext.current != nil }

      """
    let package = try TemporaryPackage([
      "Package.swift": PackageMigrationTests.manifest,
      "Sources/Core/Exports.swift": "@_exported import Dependencies\n",
      "Sources/Core/Auditor.swift": auditor,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let moved = plan.files.first { $0.path == "Sources/Core/Auditor.swift" }?.newText
    #expect(
      moved
        == auditor
        .replacing("import Foundation\n", with: "import Foundation\nimport IssueReporting\n")
        .replacing("check: unimplemented(", with: "check: Dependence.unimplemented(")
        .replacing("{ isTesting &&", with: "{ (DependencyContext.process == .test) &&"))
  }

  /// A test that reaches swift-dependencies through its module's re-export alone and calls
  /// `withExpectedIssue`, swift-issue-reporting's there and `DependenceTesting`'s here, gets
  /// `import DependenceTesting`, and its target the product (it did not build after the move:
  /// the re-export carries `Dependence`, which does not declare it).
  @Test func aTestThatReachesWithExpectedIssueThroughAReexportImportsTheTestingModule() throws {
    let test = """
      import App
      import Testing

      @Test func reportsAnOutage() {
        withExpectedIssue { reportIssue("outage") }
      }

      """
    let package = try TemporaryPackage([
      "Package.swift": PackageMigrationTests.manifest.replacing(
        #"dependencies: ["App", .product(name: "DependenciesTestSupport", package: "swift-dependencies")]"#,
        with: #"dependencies: ["App"]"#),
      "Sources/App/Exports.swift": "@_exported import Dependencies\n",
      "Tests/AppTests/OutageTests.swift": test,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let moved = { (path: String) in plan.files.first { $0.path == path }?.newText }
    #expect(
      moved("Tests/AppTests/OutageTests.swift")
        == test.replacing("import App\n", with: "import App\nimport DependenceTesting\n"))
    #expect(
      moved("Package.swift")?.contains(
        #"dependencies: ["App", .product(name: "DependenceTesting", package: "d")]"#) == true,
      "\(moved("Package.swift") ?? "")")
  }

  /// A test-support module that re-exports swift-dependencies' test support gives its tests
  /// `TestClock`: a test that advances one gets deterministic scheduling, as one importing
  /// `DependenciesTestSupport` itself does.
  @Test func aTestThatReachesTestClockThroughAReexportGetsDeterministicScheduling() throws {
    let test = """
      import TestSupport
      import Testing

      @Test func countsDown() async {
        let clock = TestClock()
        await clock.advance(by: .seconds(1))
      }

      """
    let package = try TemporaryPackage([
      "Package.swift": PackageMigrationTests.manifest,
      "Sources/TestSupport/Exports.swift":
        "@_exported import Dependencies\n@_exported import DependenciesTestSupport\n",
      "Tests/TimerTests/CountdownTests.swift": test,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let moved = plan.files.first { $0.path == "Tests/TimerTests/CountdownTests.swift" }?.newText
    #expect(moved?.contains("@Test(.deterministicScheduling) func countsDown()") == true)
  }

  /// A core module's `@_exported import Dependencies` carried swift-clocks' `TestClock` to the
  /// tests that import it; after the move it carries `Dependence`, which does not declare it:
  /// such a test imports `DependenceTesting`, whether or not it advances the clock.
  @Test func aTestThatNamesTestClockThroughACoreModulesReexportImportsTheTestingModule() throws {
    let advancing = """
      import AppCore
      import Testing

      @Test func countsDown() async {
        let clock = TestClock()
        await clock.advance(by: .seconds(1))
      }

      """
    let naming = "import AppCore\n\nlet clock = TestClock()\n"
    let package = try TemporaryPackage([
      "Package.swift": PackageMigrationTests.manifest,
      "Sources/AppCore/Exports.swift": "@_exported import Dependencies\n",
      "Tests/AppCoreTests/CountdownTests.swift": advancing,
      "Tests/AppCoreTests/Clocks.swift": naming,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let moved = { (path: String) in plan.files.first { $0.path == path } }
    #expect(
      moved("Tests/AppCoreTests/CountdownTests.swift")?.newText == """
        import AppCore
        import DependenceTesting
        import Testing

        @Test(.deterministicScheduling) func countsDown() async {
          let clock = TestClock()
          await clock.advance(by: .seconds(1))
        }

        """)
    #expect(
      moved("Tests/AppCoreTests/Clocks.swift")?.newText
        == "import AppCore\nimport DependenceTesting\n\nlet clock = TestClock()\n")
    #expect(
      (try? moved("Tests/AppCoreTests/Clocks.swift")?.result.get())?.changes.map(\.description) == [
        "added import DependenceTesting: the file names TestClock, which it saw through the package's @_exported import of swift-dependencies; after the move that import carries Dependence, which does not declare it"
      ])
  }

  /// A dependency that moved first re-exports this package's macros now, and re-exported
  /// swift-dependencies' when the package's files were written against it: its clients get the
  /// methods swift-dependencies' macro wrote. One that does not use either package is not read.
  @Test func aClientReachedThroughAMovedDependencysReexportGetsItsMethods() throws {
    let workspace = try TemporaryPackage([
      "CoreKit/Package.swift": PackagesToMoveFirstTests.manifest(naming: []).replacing(
        "dependencies: [\n", with: "dependencies: [\n    .package(path: \"../dependence\"),\n"),
      "CoreKit/Sources/CoreKit/Exports.swift":
        "@_exported import Dependence\n@_exported import DependenceMacros\n",
      "Other/Package.swift": PackagesToMoveFirstTests.manifest(naming: []),
      "Other/Sources/Other/Exports.swift": "@_exported import DependenceMacros\n",
      "Shop/Package.swift": PackagesToMoveFirstTests.manifest(naming: []).replacing(
        "dependencies: [\n",
        with:
          "dependencies: [\n    .package(path: \"../CoreKit\"),\n    .package(path: \"../Other\"),\n"
      ),
      "Shop/Sources/Shop/PriceClient.swift": """
      import CoreKit

      @DependencyClient
      struct PriceClient: Sendable {
        var price: @Sendable (_ sku: String) async throws -> Int
      }

      """,
      "Shop/Sources/Shop/Other.swift": """
      import Other

      @DependencyClient
      struct OtherClient: Sendable {
        var price: @Sendable (_ sku: String) async throws -> Int
      }

      """,
    ])
    defer { workspace.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: workspace.root.appendingPathComponent("Shop"), dependence: .path("../dependence")
    )
    let moved = { (path: String) in plan.files.first { $0.path == path }?.newText }
    #expect(moved("Sources/Shop/PriceClient.swift")?.contains("func price(sku: String)") == true)
    #expect(moved("Sources/Shop/Other.swift") == nil, "Other uses neither package")
  }
}
