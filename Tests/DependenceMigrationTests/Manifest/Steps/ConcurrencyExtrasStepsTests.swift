import DependenceMigration
import Foundation
import Testing

/// The targets the migration could not give `ConcurrencyExtras`.
@Suite struct ConcurrencyExtrasStepsTests {
  @Test func addsToDependenciesWrittenAsAnExpressionAndLeavesAStepWhereTheTargetIsUnknown() {
    let manifest = ManifestDecisionAddedProductsTests.before.replacingOccurrences(
      of: "dependencies: [.product(name: \"Dependencies\", package: \"swift-dependencies\")],",
      with: "dependencies: shared,")
    let migration = migratedManifest(
      manifest,
      concurrencyExtrasFiles: [
        "Sources/Core/A.swift", "Sources/Core/B.swift", "Sources/Gone/C.swift",
      ])
    #expect(
      migration.text.contains(
        #"dependencies: shared + [.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")],"#
      ))
    #expect(
      migration.leftByHand == [
        ManualStep(
          line: 4,
          what:
            #"give the target of Sources/Gone/C.swift `.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")`, which swift-dependencies re-exported, and the package line `.package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0")` if none names it"#,
          section: "Before the first build")
      ])
  }
}
