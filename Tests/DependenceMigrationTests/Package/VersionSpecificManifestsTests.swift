import DependenceMigration
import Foundation
import Synchronization
import Testing

/// A package with `Package@swift-*.swift` beside `Package.swift` has each manifest moved, and
/// each loaded after writing: the toolchain that reads a version-specific one must find it
/// moved too.
@Suite struct VersionSpecificManifestsTests {
  static let sixZero = PackageMigrationTests.manifest.replacing(
    "swift-tools-version: 6.2", with: "swift-tools-version: 6.0")

  static let files = [
    "Package.swift": PackageMigrationTests.manifest.replacing(
      "swift-tools-version: 6.2", with: "swift-tools-version: 5.9"),
    "Package@swift-6.0.swift": sixZero,
    "Package@swift-6.1.swift": "// swift-tools-version: 6.1\nimport PackageDescription\n"
      + "let package = Package(name: \"App\", targets: [.target(name: \"App\")])\n",
    "Sources/App/App.swift": "import Dependencies\n\nlet a = 1\n",
  ]

  @Test func movesEachManifestThatNamesSwiftDependencies() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(
      plan.manifests.map(\.path)
        == ["Package.swift", "Package@swift-6.0.swift", "Package@swift-6.1.swift"])
    #expect(plan.files.map(\.path).last == "Sources/App/App.swift")
    let moved = try #require(plan.manifests[1].newText)
    #expect(moved.contains(#".package(path: "../dependence")"#))
    #expect(moved.contains(#".product(name: "Dependence", package: "dependence")"#))
    #expect(!moved.contains("swift-dependencies"))
    #expect(plan.manifests[0].newText?.contains("swift-dependencies") == false)
    #expect(plan.manifests[2].newText == nil, "a manifest without swift-dependencies is kept")
    #expect(plan.edits.contains { $0.hasPrefix("Package@swift-6.0.swift:7: ") })
    #expect(!plan.leavesPeersInManifest)
  }

  @Test func loadsThePackageAndACopyOfEachChangedManifest() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    let loaded = LockedURLs()
    let texts = LockedTexts()
    #expect(
      try plan.apply(
        loadingWith: ManifestLoader { root in
          loaded.append(root)
          texts.append(
            (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8))
              ?? "")
          return nil
        }) == nil)
    #expect(loaded.urls.count == 3, "the package, then the two changed manifests")
    #expect(loaded.urls.first == package.root)
    #expect(
      texts.texts.dropFirst().map { $0.hasPrefix("// swift-tools-version: 5.9") } == [true, false])
    #expect(texts.texts.last?.hasPrefix("// swift-tools-version: 6.0") == true)
    #expect(try package.read("Package@swift-6.0.swift") == plan.manifests[1].newText)
  }

  @Test func restoresEveryFileWhenAVersionSpecificManifestDoesNotLoad() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    let error = try plan.apply(
      loadingWith: ManifestLoader { root in
        let text = try? String(
          contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let moved = text?.contains("../dependence") == true
        return moved && text?.hasPrefix("// swift-tools-version: 6.0") == true
          ? "error: broken" : nil
      })
    #expect(error == "Package@swift-6.0.swift: error: broken")
    #expect(try package.read("Package@swift-6.0.swift") == Self.sixZero)
    #expect(try package.read("Sources/App/App.swift") == "import Dependencies\n\nlet a = 1\n")
    let failsMoved = ManifestLoader { root in
      let text = try? String(
        contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
      return text?.contains("../dependence") == true ? "error: x" : nil
    }
    #expect(plan.checkManifest(with: failsMoved) == "Package.swift: error: x")
  }

  /// swift-clocks 1.1.1 writes its `Package.swift` for tools 6.4 and its
  /// `Package@swift-6.0.swift` for the toolchains before: a manifest that does not load as
  /// written either is not the migration's error.
  @Test func aManifestThisToolchainCannotReadAsWrittenIsNotAnError() throws {
    var files = Self.files
    files["Package.swift"] = PackageMigrationTests.manifest.replacing(
      "swift-tools-version: 6.2", with: "swift-tools-version: 99.0")
    let package = try TemporaryPackage(files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(plan.manifests[0].newText != nil)
    #expect(plan.checkManifest(with: .swiftPM) == nil)
    #expect(try plan.apply(loadingWith: .swiftPM) == nil)
    #expect(try package.read("Package@swift-6.0.swift") == plan.manifests[1].newText)
  }

  @Test func swiftPMLoadsEachMovedManifest() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(plan.checkManifest(with: .swiftPM) == nil)
  }

  @Test func aVersionSpecificManifestThatKeepsSwiftDependenciesStopsTheMove() throws {
    var files = Self.files
    files["Package@swift-6.0.swift"] = Self.sixZero.replacing(
      #"[.product(name: "Dependencies", package: "swift-dependencies")]"#,
      with: #"["Dependencies"].map { .product(name: $0, package: "swift-dependencies") }"#)
    let package = try TemporaryPackage(files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(plan.leavesPeersInManifest)
  }
}

/// Texts appended from any thread.
final class LockedTexts: Sendable {
  private let storage = Mutex<[String]>([])

  func append(_ text: String) { storage.withLock { $0.append(text) } }

  var texts: [String] { storage.withLock { $0 } }
}
