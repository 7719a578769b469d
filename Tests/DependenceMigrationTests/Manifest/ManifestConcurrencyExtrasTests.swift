import DependenceMigration
import Foundation
import Testing

@Suite struct ManifestConcurrencyExtrasTests {
  static let before = """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "App",
      platforms: [.macOS(.v26)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
      ],
      targets: [
        .target(
          name: "App",
          dependencies: [.product(name: "Dependencies", package: "swift-dependencies")],
          path: "Sources/Core"
        ),
        .testTarget(
          name: "AppTests",
          dependencies: [
            "App",
            .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
          ]
        ),
      ]
    )

    """

  static let after = """
    // swift-tools-version: 6.2
    import PackageDescription

    let package = Package(
      name: "App",
      platforms: [.macOS(.v26)],
      dependencies: [
        .package(path: "../dependence"),
        .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0"),
      ],
      targets: [
        .target(
          name: "App",
          dependencies: [.product(name: "Dependence", package: "dependence"), .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")],
          path: "Sources/Core"
        ),
        .testTarget(
          name: "AppTests",
          dependencies: [
            "App",
            .product(name: "DependenceTesting", package: "dependence"),
            .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
          ]
        ),
      ]
    )

    """

  static let files = [
    "Sources/Core/Store.swift", "Tests/AppTests/A.swift", "Tests/AppTests/B.swift",
  ]

  @Test func addsTheProductToEachTargetAndThePackageOnce() {
    let migration = migratedManifest(Self.before, concurrencyExtrasFiles: Self.files)
    #expect(migration.text == Self.after)
    #expect(
      migration.changes == [
        Change(
          line: 8, description: "package swift-dependencies → .package(path: \"../dependence\")"),
        Change(
          line: 8,
          description:
            "added .package(url: \"https://github.com/pointfreeco/swift-concurrency-extras\", from: \"1.0.0\")"
        ),
        Change(
          line: 13,
          description: "product Dependencies (swift-dependencies) → Dependence (dependence)"),
        Change(
          line: 13,
          description: "product ConcurrencyExtras (swift-concurrency-extras) → added to App"),
        Change(
          line: 20,
          description:
            "product DependenciesTestSupport (swift-dependencies) → DependenceTesting (dependence)"),
        Change(
          line: 20,
          description: "product ConcurrencyExtras (swift-concurrency-extras) → added to AppTests"),
      ])
    #expect(migration.leftByHand == [])
  }

  @Test func migratingTheMigratedManifestAddsNothing() {
    let again = migratedManifest(Self.after, concurrencyExtrasFiles: Self.files)
    #expect(again == FileMigration(text: Self.after))
  }

  @Test func namesNeitherProductNorPackageTwice() {
    let manifest = Self.before
      .replacingOccurrences(
        of:
          "    .package(url: \"https://github.com/pointfreeco/swift-dependencies\", from: \"1.0.0\"),\n",
        with:
          "    .package(url: \"https://github.com/pointfreeco/swift-dependencies\", from: \"1.0.0\"),\n    .package(url: \"https://github.com/pointfreeco/swift-concurrency-extras.git\", from: \"1.1.0\"),\n"
      )
      .replacingOccurrences(
        of: "\"App\",\n", with: "\"App\",\n        \"ConcurrencyExtras\",\n")
    let migration = migratedManifest(manifest, concurrencyExtrasFiles: Self.files)
    #expect(!migration.text.contains("from: \"1.0.0\")"))
    #expect(
      migration.changes.map(\.description).filter { $0.contains("ConcurrencyExtras") } == [
        "product ConcurrencyExtras (swift-concurrency-extras) → added to App"
      ])
  }

  @Test func addsOnlyConcurrencyExtrasToAMigratedManifest() {
    let manifest = Self.after
      .replacingOccurrences(
        of:
          "\n    .package(url: \"https://github.com/pointfreeco/swift-concurrency-extras\", from: \"1.0.0\"),",
        with: ""
      )
      .replacingOccurrences(
        of:
          "\n        .product(name: \"ConcurrencyExtras\", package: \"swift-concurrency-extras\"),",
        with: ""
      )
      .replacingOccurrences(of: ".macOS(.v26)", with: ".macOS(.v14)")
    let migration = migratedManifest(manifest, concurrencyExtrasFiles: ["Tests/AppTests/A.swift"])
    #expect(
      migration.text
        == Self.after.replacingOccurrences(of: ".macOS(.v26)", with: ".macOS(.v14)"))
    #expect(
      migration.changes.map(\.description) == [
        "added .package(url: \"https://github.com/pointfreeco/swift-concurrency-extras\", from: \"1.0.0\")",
        "product ConcurrencyExtras (swift-concurrency-extras) → added to AppTests",
      ])
  }

  @Test func addsToDependenciesWrittenAsAnExpressionAndLeavesAStepWhereTheTargetIsUnknown() {
    let manifest = Self.before.replacingOccurrences(
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

  @Test func leavesAManifestOfNeitherPackageAlone() {
    let manifest =
      "// swift-tools-version: 6.2\nimport PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"A\", dependencies: [])])\n"
    #expect(
      migratedManifest(manifest, concurrencyExtrasFiles: ["Sources/A/A.swift"])
        == FileMigration(text: manifest))
  }
}
