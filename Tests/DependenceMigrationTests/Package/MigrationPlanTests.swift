import Foundation
import Testing

@testable import DependenceMigration

/// A plan answers whether its migrated manifest leaves a replaced package from what it found
/// when it was made, and finds it again for another text.
@Suite struct MigrationPlanTests {
  static let leaving = """
    // swift-tools-version: 6.2
    import PackageDescription
    let names = ["Dependencies"]
    let package = Package(
      name: "App", platforms: [.macOS(.v26)],
      dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")],
      targets: [.target(name: "App", dependencies: names.map { .product(name: $0, package: "swift-dependencies") })]
    )

    """

  @Test func answersFromWhatItFoundWhileTheManifestIsAsMigrated() throws {
    let package = try TemporaryPackage(["Package.swift": Self.leaving])
    defer { package.remove() }
    var plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    let check = try #require(plan.manifestChecks["Package.swift"])
    #expect(check.leavesReplacedPackages)
    #expect(plan.leavesPeersInManifest)

    let moved = Self.leaving.replacingOccurrences(
      of: "\"swift-dependencies\")", with: "\"dependence\")")
    plan.files[0].result = .success(FileMigration(text: moved))
    #expect(!plan.leavesPeersInManifest, "another text is read again")
  }

  @Test func twoPlansOfOneRootAndFilesAreEqualWhateverTheyFoundOfTheManifest() throws {
    let package = try TemporaryPackage(["Package.swift": Self.leaving])
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    let rebuilt = MigrationPlan(
      root: plan.root, files: plan.files, usesSwiftDependencies: plan.usesSwiftDependencies)
    #expect(rebuilt.manifestChecks.isEmpty)
    #expect(rebuilt == plan)
    #expect(rebuilt.leavesPeersInManifest == plan.leavesPeersInManifest)
  }

  /// A Swift file the move adds a line to moves the issues reported below it; one whose lines
  /// only change, and the manifest, do not count.
  @Test func namesTheFilesWhoseLinesMove() throws {
    let package = try TemporaryPackage([
      "Package.swift": PackageMigrationTests.manifest,
      "Sources/App/Counter.swift": "import Dependencies\n\nlet counter = LockIsolated(0)\n",
      "Sources/App/Clock.swift": "import Dependencies\n\nlet now = Date()\n",
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(plan.filesWhoseLinesMove == ["Sources/App/Counter.swift"])
  }
}
