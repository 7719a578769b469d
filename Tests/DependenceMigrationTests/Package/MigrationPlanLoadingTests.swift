import DependenceMigration
import Foundation
import Synchronization
import Testing

/// A migration never leaves a manifest that does not load: it loads it after writing and puts
/// every file back when it does not.
@Suite struct MigrationPlanLoadingTests {
  static let files = [
    "Package.swift": PackageMigrationTests.manifest,
    "Sources/App/App.swift": "import Dependencies\n\nlet a = 1\n",
  ]

  @Test func restoresEveryFileWhenTheManifestDoesNotLoad() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    let loaded = LockedURLs()
    let error = try plan.apply(
      loadingWith: ManifestLoader { root in
        loaded.append(root)
        return "error: the manifest is broken"
      })
    #expect(error == "error: the manifest is broken")
    #expect(loaded.urls == [package.root], "it loads the package it wrote, once")
    #expect(try package.read("Package.swift") == PackageMigrationTests.manifest)
    #expect(try package.read("Sources/App/App.swift") == "import Dependencies\n\nlet a = 1\n")
    #expect(
      plan.edits.contains(
        #"Package.swift:7: .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"), → .package(path: "../dependence"),"#
      ))
    #expect(plan.edits.contains("Sources/App/App.swift:1: import Dependencies → import Dependence"))
  }

  @Test func keepsTheFilesWhenTheManifestLoads() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(try plan.apply(loadingWith: ManifestLoader { _ in nil }) == nil)
    #expect(try package.read("Sources/App/App.swift") == "import Dependence\n\nlet a = 1\n")
  }

  @Test func swiftPMLoadsAMovedManifestAndRejectsOneNamingAnUndeclaredPackage() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(plan.checkManifest(with: .swiftPM) == nil)
    #expect(try plan.apply(loadingWith: .swiftPM) == nil)

    let broken = try TemporaryPackage([
      "Package.swift": """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(
        name: "App",
        targets: [.target(name: "App", dependencies: [.product(name: "Dependence", package: "dependence")])]
      )

      """
    ])
    defer { broken.remove() }
    let error = try #require(ManifestLoader.swiftPM.load(broken.root))
    #expect(error.contains("unknown package 'dependence' in dependencies of target 'App'"))
  }

  @Test func swiftPMLeavesNothingInTheTemporaryFolder() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    // SwiftPM names its lock after the scratch folder, which names this command; no other test
    // makes one now, so the set stays the same while tests run in parallel.
    let locks = {
      try Set(
        FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
          .filter { $0.hasPrefix("_") && $0.contains("dependence-migrate-") })
    }
    let before = try locks()
    #expect(ManifestLoader.swiftPM.load(package.root) == nil)
    #expect(try locks().subtracting(before).isEmpty)
  }
}

/// URLs appended from any thread.
final class LockedURLs: Sendable {
  private let storage = Mutex<[URL]>([])

  func append(_ url: URL) { storage.withLock { $0.append(url) } }

  var urls: [URL] { storage.withLock { $0 } }
}
