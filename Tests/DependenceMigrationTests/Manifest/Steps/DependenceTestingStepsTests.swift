import DependenceMigration
import Foundation
import Testing

/// The targets the migration could not give `DependenceTesting`.
@Suite struct DependenceTestingStepsTests {
  @Test func aFileOfAnUnknownTargetGetsAStepOnlyWhenNoTargetNamesTheProduct() throws {
    let unnamed = ManifestRewriterTargetsTests.manifest.replacingOccurrences(
      of: #".testTarget(name: "BTests","#, with: #".testTarget(name: .bTests,"#)
    let named = try ManifestMigration.migrate(
      unnamed, dependence: .path("../dependence"), testingFiles: ["Tests/BTests/T.swift"]
    ).get()
    #expect(
      named.leftByHand.isEmpty, "BTests' helper names the test support, now DependenceTesting")

    let alone = unnamed.replacingOccurrences(of: "DependenciesTestSupport", with: "Dependencies")
    let migration = try ManifestMigration.migrate(
      alone, dependence: .path("../dependence"), testingFiles: ["Tests/BTests/T.swift"]
    ).get()
    #expect(
      migration.leftByHand.map(\.what) == [
        #"give the target of Tests/BTests/T.swift, which now imports DependenceTesting, `.product(name: "DependenceTesting", package: "dependence")`"#
      ])
  }
}
