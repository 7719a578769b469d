import DependenceMigration
import Foundation
import Testing

/// The dependencies by URL that the graph resolved in a package's `.build` does not hold are
/// named as not read.
@Suite struct UnreadDependenciesTests {
  /// A dependency by URL is not on disk before the package resolves: the report says it was not
  /// read, and how to have it read.
  @Test func anUnresolvedPackagesRemoteDependenciesAreNamedAsUnread() throws {
    let package = try TemporaryPackage([
      "Package.swift": PackageMigrationTests.manifest.replacing(
        "dependencies: [\n",
        with:
          "dependencies: [\n    .package(url: \"https://github.com/acme/swift-logging-kit\", from: \"1.0.0\"),\n    .package(url: \"https://github.com/pointfreeco/swift-concurrency-extras\", from: \"1.0.0\"),\n"
      ),
      "Sources/App/App.swift": "import Dependencies\n\nlet a = 1\n",
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    #expect(plan.unreadDependencies == ["swift-logging-kit"])
    #expect(
      plan.report.hasSuffix(
        "Not checked: the graph resolved in this package's .build does not hold these dependencies, so they were not read: swift-logging-kit. If one of them depends on swift-dependencies, names may be ambiguous after the move, and the package may not build: `dependence-migrate` resolves the graph first (`PackageMigration.plan(packageRoot:dependence:resolvingIn:)`), and writes nothing where a dependency must move first.\n"
      ))

    // Resolved before the manifest named it, the graph does not hold it either.
    try PackagesToMoveFirstTests.resolve(package.root, as: [])
    let stale = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    #expect(stale.unreadDependencies == ["swift-logging-kit"])

    try PackagesToMoveFirstTests.resolve(
      package.root,
      as: [PackagesToMoveFirstTests.checkout("https://github.com/acme/swift-logging-kit")])
    let resolved = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    #expect(resolved.unreadDependencies == [])
  }
}
