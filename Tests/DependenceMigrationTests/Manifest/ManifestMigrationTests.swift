import DependenceMigration
import Testing

@Suite struct ManifestMigrationTests {
  static let before = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "App",
      platforms: [.macOS(.v13), .iOS("15.0"), .macCatalyst(.v13), .watchOS(.v26)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"), // DI
        .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.0.0"),
      ],
      targets: [
        .target(
          name: "App",
          dependencies: [
            .product(name: "Dependencies", package: "swift-dependencies"),
            .product(name: "DependenciesMacros", package: "swift-dependencies"),
          ]),
        .testTarget(
          name: "AppTests",
          dependencies: [
            "App",
            .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
            .product(name: "Clocks", package: "swift-clocks"),
            .product(name: "CustomDump", package: "swift-custom-dump"),
          ]
        ),
      ]
    )

    """

  static let after = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
      name: "App",
      platforms: [.macOS("26.0"), .iOS("26.0"), .macCatalyst("26.0"), .watchOS(.v26)],
      dependencies: [
        .package(path: "../dependence"), // DI
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),
      ],
      targets: [
        .target(
          name: "App",
          dependencies: [
            .product(name: "Dependence", package: "dependence"),
            .product(name: "DependenceMacros", package: "dependence"),
          ]),
        .testTarget(
          name: "AppTests",
          dependencies: [
            "App",
            .product(name: "DependenceTesting", package: "dependence"),
            .product(name: "CustomDump", package: "swift-custom-dump"),
            .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
          ]
        ),
      ]
    )

    """

  @Test func movesAManifestToDependence() {
    let migration = migratedManifest(Self.before)
    #expect(migration.text == Self.after)
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" } == [
        "6: .macOS(.v13) → .macOS(\"26.0\")",
        "6: .iOS(\"15.0\") → .iOS(\"26.0\")",
        "6: .macCatalyst(.v13) → .macCatalyst(\"26.0\")",
        "8: package swift-dependencies → .package(path: \"../dependence\")",
        "9: package swift-clocks → removed",
        "10: added .package(url: \"https://github.com/pointfreeco/xctest-dynamic-overlay\", from: \"1.13.0\")",
        "16: product Dependencies (swift-dependencies) → Dependence (dependence)",
        "17: product DependenciesMacros (swift-dependencies) → DependenceMacros (dependence)",
        "23: product DependenciesTestSupport (swift-dependencies) → DependenceTesting (dependence)",
        "24: product Clocks (swift-clocks) → removed: target AppTests already names DependenceTesting",
        "25: product IssueReportingTestSupport (xctest-dynamic-overlay) → added to AppTests",
      ])
    #expect(migration.leftByHand == [])
  }

  @Test func changesNothingTheSecondTime() {
    let again = migratedManifest(Self.after)
    #expect(again == FileMigration(text: Self.after))
  }

  @Test func leavesAManifestWithoutSwiftDependenciesAlone() {
    let manifest =
      "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\n"
    #expect(migratedManifest(manifest) == FileMigration(text: manifest))
  }

  @Test func namesTheGitHubPackageByDefault() {
    let manifest = """
      // swift-tools-version:6.2
      import PackageDescription
      let package = Package(
        name: "A", platforms: [.macOS(.v26)],
        dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1")],
        targets: [.target(name: "A", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")])]
      )
      """
    let result = ManifestMigration.migrate(manifest, dependence: .github)
    let text = try? result.get().text
    #expect(
      text == """
        // swift-tools-version:6.2
        import PackageDescription
        let package = Package(
          name: "A", platforms: [.macOS(.v26)],
          dependencies: [.package(url: "https://github.com/Aemi-Studio/dependence.git", branch: "main")],
          targets: [.target(name: "A", dependencies: [.product(name: "Dependence", package: "dependence")])]
        )
        """)
  }

  @Test func returnsTheFirstSyntaxErrorOfAnUnparsableManifest() {
    let result = ManifestMigration.migrate("let package = Package(\n", dependence: .github)
    #expect(result == .failure(UnparsableFile(message: "line 1: expected expression")))
  }
}
