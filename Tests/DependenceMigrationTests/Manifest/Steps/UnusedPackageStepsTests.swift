import Foundation
import Testing

@testable import DependenceMigration

/// A replaced package's line that nothing names any more.
@Suite struct UnusedPackageStepsTests {
  @Test func saysToRemoveALineNothingNames() throws {
    let manifest = ManifestRewriterPackagesTests.manifest.replacingOccurrences(
      of: #"targets: [.target(name: "App")]"#,
      with:
        #"targets: [.target(name: "App", dependencies: [.product(name: "Clocks", package: "swift-clocks")])]"#
    )
    let steps = try manifestSteps(in: manifest, spelling: [UnusedPackageSteps()])
    #expect(
      steps == [
        ManualStep(
          line: 6,
          what:
            #"`.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")` → remove it: no target names its products any more"#,
          section: GuideSection.movedPackage)
      ], "a product still names swift-clocks")
    let unnamed = try manifestSteps(
      in: ManifestRewriterPackagesTests.manifest, spelling: [UnusedPackageSteps()])
    #expect(unnamed.map(\.line) == [6, 7])
  }
}
