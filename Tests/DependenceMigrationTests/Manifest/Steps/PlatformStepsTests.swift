import Foundation
import Testing

@testable import DependenceMigration

/// The platforms the migration could not raise.
@Suite struct PlatformStepsTests {
  @Test func platformsSetAfterThePackageCallInAFormItCannotReadAreAStep() {
    let manifest =
      ManifestRewriterPlatformsTests.manifest("5.9")
      + "package.platforms?.append(.macOS(.v12))\npackage.platforms = [.macOS(minimum)]\n"
    #expect(
      migratedManifest(manifest).leftByHand.map { "\($0.line): \($0.what)" } == [
        #"10: dependence needs macOS/iOS/tvOS/watchOS/visionOS 26 on Apple platforms: give every Apple platform that `package.platforms` gets here version 26 (`.macOS("26.0")`, …); Linux needs nothing"#,
        #"11: dependence needs macOS 26: `.macOS(minimum)` → `.macOS("26.0")`"#,
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
