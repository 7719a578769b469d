import DependenceMigration
import Foundation
import Testing

@Suite struct PackageReferenceTests {
  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription
    let package = Package(
      name: "App",
      platforms: [.macOS(.v26)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
        .package(path: "../checkout"),
      ],
      targets: [
        .target(name: "App", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
      ]
    )

    """

  @Test func findsTheLineThatNamesThisPackageByAnyLocalPath() throws {
    let package = try TemporaryPackage(["Package.swift": Self.manifest])
    defer { package.remove() }
    let checkout = package.root.deletingLastPathComponent().appendingPathComponent("checkout")
    let found = PackageReference.declared(
      in: Self.manifest, packageRoot: package.root, resolvingTo: checkout)
    #expect(found == .path("../checkout"))
    #expect(found?.identity == "checkout")
    let elsewhere = package.root.appendingPathComponent("checkout")
    #expect(
      PackageReference.declared(
        in: Self.manifest, packageRoot: package.root, resolvingTo: elsewhere)
        == nil)
  }

  @Test func aPackageThatAlreadyListsThisOneKeepsThatLineAndNoOther() throws {
    let package = try TemporaryPackage([
      "Package.swift": Self.manifest,
      "Sources/App/App.swift": "import Dependencies\n",
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../checkout"))
    try plan.apply()
    let manifest = try package.read("Package.swift")
    #expect(!manifest.contains("swift-dependencies"))
    #expect(manifest.components(separatedBy: ".package(").count == 2)
    #expect(manifest.contains(#".product(name: "Dependence", package: "checkout")"#))
  }

  /// A relative `--dependence-path` is read from the current folder and written from the
  /// package's, where SwiftPM reads it; an absolute one stays; a folder with no manifest throws.
  @Test func aPathTypedFromTheCurrentFolderIsWrittenFromThePackages() throws {
    let folders = try TemporaryPackage([
      "work/deps/dependence/Package.swift": "// swift-tools-version: 6.2\n",
      "work/apps/App/Package.swift": Self.manifest,
    ])
    defer { folders.remove() }
    let work = folders.root.appendingPathComponent("work")
    let app = work.appendingPathComponent("apps/App")
    let typed = try PackageReference.path(
      "deps/dependence", currentFolder: work, packageRoot: app)
    #expect(typed == .path("../../deps/dependence"))
    let absolute = work.appendingPathComponent("deps/dependence").path
    #expect(
      try PackageReference.path(absolute, currentFolder: app, packageRoot: app)
        == .path(absolute))
    #expect(
      try PackageReference.path("./deps/dependence/", currentFolder: work, packageRoot: work)
        == .path("deps/dependence"))
    #expect(throws: MigrationError.self) {
      try PackageReference.path("deps/missing", currentFolder: work, packageRoot: app)
    }
  }
}
