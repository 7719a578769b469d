import DependenceMigration
import Foundation
import Testing

/// The graph resolved in another build folder, the scratch folder of the builds that prove a
/// move, is read as the package's `.build` would be.
@Suite struct GraphInBuildFolderTests {
  @Test func namesTheDependencyToMoveFirstFromTheGraphOfAnotherBuildFolder() throws {
    let pointfree = PackagesToMoveFirstTests.pointfree
    let workspace = try TemporaryPackage([
      "App/Package.swift": PackagesToMoveFirstTests.manifest(naming: [
        "https://github.com/acme/swift-logging-kit", pointfree + "swift-dependencies",
      ]),
      "App/Sources/App/App.swift": "import Dependencies\n",
      "scratch/checkouts/swift-logging-kit/Package.swift": PackagesToMoveFirstTests.manifest(
        naming: [pointfree + "swift-dependencies"]),
      "scratch/checkouts/swift-dependencies/Package.swift": PackagesToMoveFirstTests.manifest(
        naming: []),
    ])
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    let scratch = workspace.root.appendingPathComponent("scratch")
    // Where SwiftPM leaves the state of a graph resolved with `--scratch-path scratch`.
    try PackagesToMoveFirstTests.workspaceState([
      PackagesToMoveFirstTests.checkout("https://github.com/acme/swift-logging-kit"),
      PackagesToMoveFirstTests.checkout(pointfree + "swift-dependencies"),
    ]).write(
      to: scratch.appendingPathComponent("workspace-state.json"), atomically: true,
      encoding: .utf8)

    let unread = try PackageMigration.plan(packageRoot: app, dependence: .path("../d"))
    #expect(unread.packagesToMoveFirst.isEmpty)
    #expect(unread.unreadDependencies == ["swift-logging-kit"])

    let plan = try PackageMigration.plan(
      packageRoot: app, dependence: .path("../d"), buildFolder: scratch)
    #expect(plan.packagesToMoveFirst.map(\.identity) == ["swift-logging-kit"])
    #expect(plan.unreadDependencies.isEmpty)
  }
}
