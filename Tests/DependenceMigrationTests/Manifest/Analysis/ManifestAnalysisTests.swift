import SwiftParser
import SwiftSyntax
import Testing

@testable import DependenceMigration

/// The facts of one tree of a manifest, each found once.
@Suite struct ManifestAnalysisTests {
  static let manifest = """
    // swift-tools-version: 5.10
    import PackageDescription
    let clocks = "swift-clocks"
    let package = Package(
      name: "App",
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
        .package(path: "../checkout"),
      ],
      targets: [
        .target(name: "App", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
        .testTarget(name: "AppTests", dependencies: ["App", .product(name: "Clocks", package: clocks)]),
      ]
    )
    """

  @Test func findsWhatTheManifestDeclaresAndNames() throws {
    let analysis = ManifestAnalysis(Parser.parse(source: Self.manifest))
    #expect(analysis.survey.declaredPackages == ["swift-dependencies", "checkout"])
    #expect(analysis.survey.packagePaths == ["../checkout"])
    #expect(analysis.survey.productPackages == ["swift-dependencies"])
    #expect(analysis.survey.namedReplacedPackages == ["swift-dependencies", "swift-clocks"])
    #expect(analysis.targets.targets.map(\.name) == ["App", "AppTests"])
    #expect(analysis.productNames == ["Dependencies"])
    let version = try #require(analysis.toolsVersion)
    #expect((version.major, version.minor) == (5, 10))
    #expect(analysis.runtimeProductNames.isEmpty)
    #expect(analysis.namesReplacedPackages)
    #expect(analysis.leavesReplacedPackages)
  }

  @Test func namesAReplacedPackageBuiltAtRunTime() {
    let analysis = ManifestAnalysis(
      Parser.parse(
        source: """
          let package = Package(name: "A")
          for name in ["Dependencies"] {
            package.dependencies.append(.package(url: "https://github.com/pointfreeco/swift-\\(name.lowercased())", from: "1.0.0"))
          }
          """))
    #expect(analysis.survey.namedReplacedPackages.isEmpty)
    #expect(
      analysis.runtimeProductNames.productLiterals.map(\.trimmedDescription) == [#""Dependencies""#]
    )
    #expect(analysis.runtimeProductNames.interpolations.count == 1)
    #expect(analysis.namesReplacedPackages)
    #expect(analysis.leavesReplacedPackages)
  }

  @Test func aMigratedManifestNamesNoReplacedPackage() {
    let analysis = ManifestAnalysis(
      Parser.parse(
        source: """
          let package = Package(
            name: "A", dependencies: [.package(path: "../dependence")],
            targets: [.target(name: "A", dependencies: [.product(name: "Dependence", package: "dependence")])])
          """))
    #expect(!analysis.namesReplacedPackages)
    #expect(!analysis.leavesReplacedPackages)
    #expect(analysis.toolsVersion == nil)
  }

  @Test func findsEachFactOnceAndSharesTheStringConstants() {
    let analysis = ManifestAnalysis(Parser.parse(source: Self.manifest))
    #expect(analysis.survey === analysis.survey)
    #expect(analysis.targets === analysis.targets)
    #expect(analysis.helpers === analysis.helpers)
    #expect(analysis.helpers.strings === analysis.strings)
  }

  @Test func analysesAManifestWithSyntaxErrors() {
    let analysis = ManifestAnalysis(
      Parser.parse(
        source: #"let url = "https://github.com/pointfreeco/swift-clocks"; let package = Package("#)
    )
    #expect(analysis.tree.hasError)
    #expect(analysis.survey.unreadLocations.count == 1)
    #expect(analysis.namesReplacedPackages)
  }
}
