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

  /// A target built by a function of the manifest, named by its first argument, gets the
  /// product in the array it passes, and the package gets its line: no step.
  @Test func aTargetBuiltByAHelperCallGetsTheProductInItsArray() {
    let manifest = """
      // swift-tools-version: 5.9
      import PackageDescription
      let dependencies: [Target.Dependency] = [
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
      func feature(_ name: String, deps: [Target.Dependency]) -> Target {
        .target(name: name, dependencies: deps + dependencies)
      }
      let package = Package(
        name: "Feed",
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
        ],
        targets: [
          feature("Feed", deps: []),
          feature("Other", deps: ["Feed"]),
        ]
      )
      """
    let migration = migratedManifest(manifest, concurrencyExtrasFiles: ["Sources/Feed/Feed.swift"])
    #expect(migration.leftByHand == [])
    #expect(
      migration.text.contains(
        #"feature("Feed", deps: [.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")]),"#
      ))
    #expect(migration.text.contains(#"feature("Other", deps: ["Feed"]),"#))
    #expect(
      migration.text.contains(
        #".package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0")"#
      ))
  }

  /// A test target built by a function of the manifest, named from its first argument as the
  /// body writes it (`"\(name)Tests"`), gets the product in the array the call passes. The body
  /// already names the test support, which every call's target gets from it: the call gains no
  /// `DependenceTesting` of its own, though the target's files import it.
  @Test func aTestTargetBuiltByAHelperCallGetsTheProductInItsArray() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      func featureTests(_ name: String, deps: [Target.Dependency]) -> Target {
        .testTarget(
          name: "\\(name)Tests",
          dependencies: [
            .target(name: name),
            .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
          ] + deps
        )
      }
      let package = Package(
        name: "Feed",
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
        ],
        targets: [
          .target(name: "Feed", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
          featureTests("Feed", deps: []),
          .target(name: "Other"),
          featureTests("Other", deps: ["Feed"]),
        ]
      )
      """
    let files = ["Tests/FeedTests/FeedTests.swift", "Tests/OtherTests/OtherTests.swift"]
    let migration = try ManifestMigration.migrate(
      manifest, dependence: .path("../dependence"),
      concurrencyExtrasFiles: ["Tests/FeedTests/FeedTests.swift"], testFiles: Set(files),
      testingFiles: files
    ).get()
    #expect(migration.leftByHand == [])
    #expect(
      migration.text.contains(
        #"featureTests("Feed", deps: [.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")]),"#
      ))
    #expect(migration.text.contains(#"featureTests("Other", deps: ["Feed"]),"#))
    #expect(migration.text.components(separatedBy: #""DependenceTesting""#).count == 2)
    #expect(
      migration.text.contains(
        #".package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0")"#
      ))
  }
}
