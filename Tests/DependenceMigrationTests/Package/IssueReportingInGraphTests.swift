import DependenceMigration
import Foundation
import Testing

/// A resolved graph whose kept packages lead to swift-issue-reporting keeps it in the test
/// process: the test targets, which get `DependenceTesting`, get its test support too.
@Suite struct IssueReportingInGraphTests {
  static let widgets = "https://github.com/acme/swift-widgets"

  /// The moved manifest of an app that names swift-dependencies and a widgets package whose own
  /// manifest names `widgetsDependencies`.
  static func movedManifest(widgetsDependencies: [String]) throws -> String {
    let manifest = PackageMigrationTests.manifest.replacing(
      "dependencies: [\n    .package(",
      with: "dependencies: [\n    .package(url: \"\(widgets)\", from: \"1.0.0\"),\n    .package(")
    let pointfree = PackagesToMoveFirstTests.pointfree
    let workspace = try TemporaryPackage([
      "App/Package.swift": manifest,
      "App/Sources/App/App.swift": "import Dependencies\n",
      "App/.build/checkouts/swift-widgets/Package.swift": PackagesToMoveFirstTests.manifest(
        naming: widgetsDependencies),
      "App/.build/checkouts/swift-dependencies/Package.swift": PackagesToMoveFirstTests.manifest(
        naming: [pointfree + "xctest-dynamic-overlay"]),
      "App/.build/checkouts/xctest-dynamic-overlay/Package.swift":
        PackagesToMoveFirstTests.manifest(naming: []),
    ])
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    try PackagesToMoveFirstTests.resolve(
      app,
      as: [
        PackagesToMoveFirstTests.checkout(widgets),
        PackagesToMoveFirstTests.checkout(pointfree + "swift-dependencies"),
        PackagesToMoveFirstTests.checkout(pointfree + "xctest-dynamic-overlay"),
      ])
    let plan = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    return try #require(plan.files.first { $0.path == "Package.swift" }?.newText)
  }

  @Test func aKeptPackageThatLeadsToSwiftIssueReportingKeepsItsTestSupport() throws {
    let moved = try Self.movedManifest(widgetsDependencies: [
      PackagesToMoveFirstTests.pointfree + "xctest-dynamic-overlay"
    ])
    #expect(moved.contains(#".product(name: "IssueReportingTestSupport""#))
  }

  @Test func swiftDependenciesAloneLeadingToItDoesNot() throws {
    let moved = try Self.movedManifest(widgetsDependencies: [])
    #expect(moved.contains(#".product(name: "DependenceTesting""#))
    #expect(!moved.contains("IssueReportingTestSupport"))
  }
}
