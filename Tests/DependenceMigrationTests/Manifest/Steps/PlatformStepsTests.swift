import Foundation
import Testing

@testable import DependenceMigration

/// The platforms the migration could not raise.
@Suite struct PlatformStepsTests {
  @Test func platformsSetOutsideThePackageCallAreAStepInTheToolsVersionsSpelling() {
    let manifest =
      ManifestRewriterPlatformsTests.manifest("5.9").replacingOccurrences(
        of: "  platforms: [.macOS(.v13), .iOS(\"16.0\")],\n", with: ""
      ) + "package.platforms = [.macOS(.v13)]\n"
    let migration = migratedManifest(manifest)
    #expect(!migration.text.contains("platforms: ["), "nothing added beside the assignment")
    #expect(
      migration.leftByHand.map(\.what) == [
        #"dependence needs macOS/iOS/tvOS/watchOS/visionOS 26 on Apple platforms: raise the platforms this manifest sets outside `Package(…)` to `.macOS("26.0"), .iOS("26.0"), …`; Linux needs nothing"#
      ])
  }

  @Test func aPlatformItCannotReadIsListedWithWhatToWrite() {
    let manifest = ManifestRewriterPlatformsTests.manifest("5.9").replacingOccurrences(
      of: ".macOS(.v13)", with: ".macOS(minimumMacOS)")
    #expect(
      migratedManifest(manifest).leftByHand.map(\.what) == [
        #"dependence needs macOS 26: `.macOS(minimumMacOS)` → `.macOS("26.0")`"#
      ])
  }

  @Test func writesTheRaisedVersionAsThePlanSpellsIt() throws {
    let manifest = """
      let package = Package(name: "A", platforms: [.macOS(minimum), .iOS(.v17), .linux])
      """
    let members = try manifestSteps(in: manifest, spelling: [PlatformSteps()])
    #expect(
      members.map(\.what) == ["dependence needs macOS 26: `.macOS(minimum)` → `.macOS(.v26)`"])
    let strings = try manifestSteps(
      in: manifest, spelling: [PlatformSteps()], plan: ManifestPlan(platforms: .raise(.strings)))
    #expect(
      strings.map(\.what) == [#"dependence needs macOS 26: `.macOS(minimum)` → `.macOS("26.0")`"#])
  }
}
