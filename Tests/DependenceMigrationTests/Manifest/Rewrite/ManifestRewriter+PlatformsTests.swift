import Foundation
import Testing

@testable import DependenceMigration

/// The Apple platforms below 26 are raised, and the manifest keeps its tools version: below
/// 6.2, where `.v26` does not exist, they are raised as strings.
@Suite struct ManifestRewriterPlatformsTests {
  static func manifest(_ version: String) -> String {
    """
    // swift-tools-version: \(version)
    import PackageDescription

    let package = Package(
      name: "App",
      platforms: [.macOS(.v13), .iOS("16.0")],
      dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")],
      targets: [.target(name: "App", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")])]
    )

    """
  }

  @Test func raisesPlatformsAsStringsBelowTools62() {
    let migration = migratedManifest(Self.manifest("5.10"))
    #expect(migration.text.hasPrefix("// swift-tools-version: 5.10\n"))
    #expect(migration.text.contains(#"platforms: [.macOS("26.0"), .iOS("26.0")],"#))
    #expect(!migration.text.contains("swiftLanguageModes"))
    expectManifestIdempotent(migration)
  }

  @Test func raisesPlatformsAsMembersFromTools62() {
    let migration = migratedManifest(Self.manifest("6.2"))
    #expect(migration.text.contains("platforms: [.macOS(.v26), .iOS(.v26)],"))
    expectManifestIdempotent(migration)
  }

  @Test func leavesThePlatformsWhereThePlanSaysSo() throws {
    let manifest = Self.manifest("6.2")
    let left = try manifestRewritten(manifest, plan: ManifestPlan(platforms: .leave))
    #expect(left.text.contains(#"platforms: [.macOS(.v13), .iOS("16.0")],"#))
    let raised = try manifestRewritten(manifest, plan: ManifestPlan(platforms: .raise(.strings)))
    #expect(raised.text.contains(#"platforms: [.macOS("26.0"), .iOS("26.0")],"#))
    #expect(
      raised.changes.filter { $0.line == 6 }.map(\.description) == [
        #".macOS(.v13) → .macOS("26.0")"#, #".iOS("16.0") → .iOS("26.0")"#,
      ])
  }

  /// A manifest without `platforms:` gets one after `name:`, laid out as its arguments are,
  /// with visionOS from tools version 5.9.
  @Test(arguments: [
    ("5.8", #"platforms: [.macOS("26.0"), .iOS("26.0"), .tvOS("26.0"), .watchOS("26.0")],"#),
    (
      "5.9",
      #"platforms: [.macOS("26.0"), .iOS("26.0"), .tvOS("26.0"), .watchOS("26.0"), .visionOS("26.0")],"#
    ),
    ("6.2", "platforms: [.macOS(.v26), .iOS(.v26), .tvOS(.v26), .watchOS(.v26), .visionOS(.v26)],"),
  ])
  func addsPlatformsWhereThePackageHasNone(version: String, platforms: String) {
    let manifest = Self.manifest(version).replacingOccurrences(
      of: "  platforms: [.macOS(.v13), .iOS(\"16.0\")],\n", with: "")
    let migration = migratedManifest(manifest)
    #expect(migration.text.contains("  name: \"App\",\n  \(platforms)\n  dependencies: ["))
    #expect(migration.leftByHand.isEmpty)
    expectManifestIdempotent(migration)
  }

  @Test func addsPlatformsAfterDefaultLocalizationOnTheSameLine() throws {
    let manifest = """
      let package = Package(name: "A", defaultLocalization: "en", products: [])
      """
    let added = try manifestRewritten(manifest, plan: ManifestPlan())
    #expect(
      added.text
        == #"let package = Package(name: "A", defaultLocalization: "en", platforms: [.macOS(.v26), .iOS(.v26), .tvOS(.v26), .watchOS(.v26), .visionOS(.v26)], products: [])"#
    )
    #expect(
      added.changes == [
        Change(
          line: 1,
          description:
            "added platforms: [.macOS(.v26), .iOS(.v26), .tvOS(.v26), .watchOS(.v26), .visionOS(.v26)]"
        )
      ])
    let alone = try manifestRewritten(#"let package = Package(name: "A")"#, plan: ManifestPlan())
    #expect(alone.text.hasPrefix(#"let package = Package(name: "A", platforms: [.macOS(.v26)"#))
    #expect(alone.text.hasSuffix("(.v26)])"))
  }

  /// Platforms a manifest assigns after its `Package` call, perhaps only on some machines, are
  /// raised where they are, and the call gets its own.
  @Test func raisesPlatformsAssignedAfterTheCall() {
    let manifest = """
      // swift-tools-version: 5.7
      import PackageDescription

      let package = Package(name: "ServerKit")
      package.platforms = [
        .macOS(.v13),
      ]
      package.dependencies = [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")
      ]
      package.targets = [
        .target(name: "ServerKit", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")])
      ]

      """
    let migration = migratedManifest(manifest)
    #expect(
      migration.text.contains(
        #"Package(name: "ServerKit", platforms: [.macOS("26.0"), .iOS("26.0"), .tvOS("26.0"), .watchOS("26.0")])"#
      ))
    #expect(migration.text.contains("package.platforms = [\n  .macOS(\"26.0\"),\n]"))
    #expect(migration.leftByHand.isEmpty)
    expectManifestIdempotent(migration)
  }
}
