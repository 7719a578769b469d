import DependenceMigration
import Foundation
import Testing

/// A manifest keeps its tools version: below 6.2, where `.v26` does not exist, the platforms
/// are raised as strings.
@Suite struct ManifestPlatformSpellingTests {
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

  @Test func namesTheSpellingOfTheToolsVersionInTheMissingPlatformsStep() {
    let manifest = Self.manifest("5.9").replacingOccurrences(
      of: "  platforms: [.macOS(.v13), .iOS(\"16.0\")],\n", with: "")
    #expect(
      migratedManifest(manifest).leftByHand.map(\.what) == [
        #"dependence needs macOS/iOS/tvOS/watchOS/visionOS 26 on Apple platforms: add `platforms: [.macOS("26.0"), .iOS("26.0"), …]`; Linux needs nothing"#
      ])
  }

  @Test func aPlatformItCannotReadIsListedWithWhatToWrite() {
    let manifest = Self.manifest("5.9").replacingOccurrences(
      of: ".macOS(.v13)", with: ".macOS(minimumMacOS)")
    #expect(
      migratedManifest(manifest).leftByHand.map(\.what) == [
        #"dependence needs macOS 26: `.macOS(minimumMacOS)` → `.macOS("26.0")`"#
      ])
  }
}
