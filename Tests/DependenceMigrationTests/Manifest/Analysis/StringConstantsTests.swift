import SwiftParser
import SwiftSyntax
import Testing

@testable import DependenceMigration

/// Target names written through string constants are read, so their targets get the products
/// their files need, as targets named by a literal do.
@Suite struct StringConstantsTests {
  static let manifest = """
    // swift-tools-version: 5.10
    import PackageDescription
    extension String {
      static let core: Self = "Core"
      static var live: Self { "CoreLive" }
      var tests: Self { self + " Tests" }
      var quoted: String { "<\\(self)>" }
      var lowered: Self { lowercased() }
    }
    let app = "App"
    enum Other { static let hidden = "Hidden" }
    extension Target.Dependency {
      static var dependencies: Self { .product(name: "Dependencies", package: "swift-dependencies") }
    }
    let package = Package(
      name: "Core",
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
      ],
      targets: [
        .target(name: .core, dependencies: [.dependencies]),
        .testTarget(name: .core.tests, dependencies: [.target(name: .core), .dependencies]),
      ]
    )
    """

  @Test(arguments: [
    (#""Plain""#, "Plain"), (".core", "Core"), ("String.core", "Core"), (".live", "CoreLive"),
    ("app", "App"), (".core.tests", "Core Tests"), (".core.quoted", "<Core>"),
    (".live.tests.quoted", "<CoreLive Tests>"),
  ])
  func readsLiteralsConstantsAndTheirAffixes(_ expression: String, _ value: String) throws {
    let strings = StringConstants(Parser.parse(source: Self.manifest))
    #expect(strings.value(of: try #require(ExprSyntax.parsing(expression))) == value)
  }

  @Test(arguments: [".core.lowered", ".hidden", "Other.hidden", ".unknown", #""\(app)s""#])
  func hasNoValueForAnythingElse(_ expression: String) throws {
    let strings = StringConstants(Parser.parse(source: Self.manifest))
    #expect(strings.value(of: try #require(ExprSyntax.parsing(expression))) == nil)
  }

  @Test func aTestTargetNamedThroughConstantsGetsTheProductItsFilesNeed() throws {
    let migration = try ManifestMigration.migrate(
      Self.manifest, dependence: .path("../dependence"),
      testingFiles: ["Tests/Core Tests/T.swift"]
    ).get()
    #expect(
      migration.text.contains(
        #".testTarget(name: .core.tests, dependencies: [.target(name: .core), .dependencies, .product(name: "DependenceTesting", package: "dependence")]),"#
      ))
    #expect(migration.leftByHand.allSatisfy { !$0.what.contains("DependenceTesting") })
  }
}
