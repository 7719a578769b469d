import DependenceMigration
import Foundation
import Testing

/// A requirement on swift-syntax that leaves none of the versions this package's macros build
/// with, in the package's manifests or its resolved graph's, is found before anything is written.
@Suite struct SwiftSyntaxConflictsTests {
  /// ``PackageMigrationTests/manifest`` with swift-syntax required as `requirement` too.
  static func app(requiring requirement: String) -> String {
    PackageMigrationTests.manifest.replacing(
      "dependencies: [\n    .package(",
      with: "dependencies: [\n    .package(url: \"https://github.com/swiftlang/swift-syntax\", "
        + "\(requirement)),\n    .package(")
  }

  @Test func namesAManifestWhoseRequirementLeavesNoneOfTheVersions() throws {
    let package = try TemporaryPackage([
      "Package.swift": PackageMigrationTests.manifest,
      "Package@swift-5.10.swift": Self.app(requiring: #"from: "509.0.0""#),
      "Sources/App/App.swift": "import Dependencies\n",
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(
      plan.swiftSyntaxConflicts.map(\.description) == [
        "Package@swift-5.10.swift:7 accepts swift-syntax 509.0.0..<510.0.0"
      ])
  }

  @Test func findsNoneWhereARequirementMeetsThePackages() throws {
    let package = try TemporaryPackage([
      "Package.swift": Self.app(requiring: #""509.0.0"..<"605.0.0""#),
      "Sources/App/App.swift": "import Dependencies\n",
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(plan.swiftSyntaxConflicts.isEmpty)
  }

  @Test func namesADependencyWhoseEveryManifestLeavesNoneOfTheVersions() throws {
    let syntax = #".package(url: "https://github.com/swiftlang/swift-syntax", "#
    let workspace = try TemporaryPackage([
      "App/Package.swift": PackageMigrationTests.manifest,
      "App/Sources/App/App.swift": "import Dependencies\n",
      "App/.build/checkouts/MacroKit/Package.swift": "// swift-tools-version: 5.9\n"
        + "import PackageDescription\nlet package = Package(\n  name: \"MacroKit\",\n"
        + "  dependencies: [\(syntax)exact: \"510.0.3\")]\n)\n",
      // One manifest of the other dependency accepts a version: a toolchain resolves it.
      "App/.build/checkouts/Stringify/Package.swift":
        "let package = Package(dependencies: [\(syntax)from: \"509.0.0\")])\n",
      "App/.build/checkouts/Stringify/Package@swift-6.0.swift":
        "let package = Package(dependencies: [\(syntax)from: \"600.0.0\")])\n",
    ])
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    try PackagesToMoveFirstTests.resolve(
      app,
      as: [
        PackagesToMoveFirstTests.checkout("https://github.com/someone/MacroKit"),
        PackagesToMoveFirstTests.checkout("https://github.com/someone/Stringify"),
      ])
    let plan = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(
      plan.swiftSyntaxConflicts.map(\.description) == [
        "MacroKit's Package.swift:5 accepts swift-syntax 510.0.3...510.0.3"
      ])
  }
}
