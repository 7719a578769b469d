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

  /// A file whose target the manifest declares through a helper that names the product already
  /// gets no step: it could be wrong. The product the migration adds elsewhere does not count.
  @Test func noStepWhereTheManifestAsWrittenNamesTheProductInAHelper() {
    let withHelper = """
      // swift-tools-version: 6.0
      import PackageDescription
      extension Target {
        static func feature(_ name: String) -> Target {
          .target(name: name, dependencies: [.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")])
        }
      }
      let package = Package(
        name: "A",
        dependencies: [.package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0")],
        targets: [.feature("Gone")]
      )
      """
    #expect(
      migratedManifest(withHelper, concurrencyExtrasFiles: ["Sources/Gone/C.swift"]).leftByHand
        == [])
  }
}
