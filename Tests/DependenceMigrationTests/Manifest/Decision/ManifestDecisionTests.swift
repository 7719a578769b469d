import Foundation
import Testing

@testable import DependenceMigration

/// The plan of a manifest's rewrite: a manifest in, the plan's fields out.
@Suite struct ManifestDecisionTests {
  @Test func aManifestOfNeitherPackageHasNoPlan() throws {
    let manifest =
      "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\n"
    #expect(try manifestPlan(manifest) == nil)
  }

  @Test func replacesSwiftDependenciesAndRemovesSwiftClocksOnceTheirProductsMove() throws {
    let plan = try #require(try manifestPlan(ManifestMigrationTests.before))
    #expect(plan.scope == .replacedPackages)
    #expect(plan.swiftDependenciesLine == .replace)
    #expect(plan.removesSwiftClocks)
    #expect(plan.platforms == .raise(.strings), "the tools version is 5.9")
    #expect(plan.issueReportingTestSupport == "xctest-dynamic-overlay", "it uses swift-custom-dump")
    #expect(plan.addedPackages == [ManifestNames.issueReportingDeclaration])
    #expect(plan.addedProducts.isEmpty)
    #expect(plan.clocks == ManifestPlan.Clocks())
  }

  static let unreadProducts = """
    // swift-tools-version: 6.2
    import PackageDescription
    let names = ["DependenciesMacros"]
    let clocks = "swift-clocks"
    let package = Package(
      name: "App", platforms: [.macOS(.v26)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
      ],
      targets: [
        .target(
          name: "App",
          dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
            + names.map { .product(name: $0, package: "swift-dependencies") }),
        .testTarget(name: "AppTests", dependencies: [.product(name: "Clocks", package: clocks)]),
      ]
    )
    """

  @Test func keepsTheLinesOfPackagesAProductItCannotMoveStillNames() throws {
    let plan = try #require(try manifestPlan(Self.unreadProducts))
    #expect(plan.swiftDependenciesLine == .keep)
    #expect(!plan.removesSwiftClocks)
    #expect(
      plan.addedPackages == [#".package(path: "../dependence")"#],
      "the moved product names this package, whose line is added beside swift-dependencies'")
    #expect(plan.platforms == .raise(.members))
  }

  @Test func givesClocksDependenceTestingWhereTheSourcesNameTestClock() throws {
    let needs = SourceNeeds(
      testClockFiles: ["Sources/App/Previews.swift", "Tests/AppTests/T.swift"],
      testFiles: ["Tests/AppTests/T.swift"])
    let plan = try #require(try manifestPlan(ManifestMigrationTests.before, needs: needs))
    #expect(plan.clocks.testingTargets == ["App", "AppTests"])
    #expect(plan.clocks.testingWhereNoTargetIsKnown, "a file outside the tests names TestClock")
    let inTests = SourceNeeds(
      testClockFiles: ["Tests/AppTests/T.swift"], testFiles: ["Tests/AppTests/T.swift"])
    #expect(
      try manifestPlan(ManifestMigrationTests.before, needs: inTests)?.clocks
        == ManifestPlan.Clocks(testingTargets: ["AppTests"], testingWhereNoTargetIsKnown: false))
  }

  @Test func onlyAddsConcurrencyExtrasToAManifestThatNamesThisPackage() throws {
    let manifest = ManifestDecisionAddedProductsTests.after.replacingOccurrences(
      of:
        "\n    .package(url: \"https://github.com/pointfreeco/swift-concurrency-extras\", from: \"1.0.0\"),",
      with: "")
    let needs = SourceNeeds(concurrencyExtrasFiles: ["Tests/AppTests/A.swift"])
    let plan = try #require(try manifestPlan(manifest, needs: needs))
    #expect(plan.scope == .concurrencyExtrasOnly)
    #expect(plan.platforms == .leave)
    #expect(plan.addedPackages == [ManifestNames.concurrencyExtrasDeclaration])
    #expect(plan.addedProducts == ["AppTests": [.concurrencyExtras]])
    #expect(try manifestPlan(manifest) == nil, "no file needs ConcurrencyExtras")
  }

  /// A manifest moved by hand (the steps of a run that wrote nothing), whose sources still
  /// import swift-dependencies: the move raises its Apple platforms as any move does.
  @Test func raisesThePlatformsOfAManifestThatNamesThisPackageWhereTheSourcesMove() throws {
    let manifest = ManifestDecisionAddedProductsTests.after
    var needs = SourceNeeds()
    needs.sourcesImportReplacedPackages = true
    let plan = try #require(try manifestPlan(manifest, needs: needs))
    #expect(plan.scope == .concurrencyExtrasOnly)
    #expect(plan.platforms != .leave)
    #expect(plan.addedProducts.isEmpty)
    #expect(try manifestPlan(manifest) == nil, "the sources do not move: nothing to do")
  }

  @Test(arguments: [("5.10", ManifestPlan.Platforms.Spelling.strings), ("6.2", .members)])
  func spellsRaisedPlatformsAsTheToolsVersionAllows(
    _ version: String, _ spelling: ManifestPlan.Platforms.Spelling
  ) throws {
    let manifest = ManifestRewriterPlatformsTests.manifest(version)
    #expect(try manifestPlan(manifest)?.platforms == .raise(spelling))
  }

  @Test func namesThePackageOfTheTestSupportAsTheManifestNamesSwiftIssueReporting() {
    #expect(ManifestDecision.issueReportingTestSupportPackage(["swift-dependencies"]) == nil)
    #expect(
      ManifestDecision.issueReportingTestSupportPackage([
        "https://github.com/pointfreeco/swift-custom-dump"
      ])
        == "xctest-dynamic-overlay")
    #expect(
      ManifestDecision.issueReportingTestSupportPackage([
        "swift-snapshot-testing", "swift-issue-reporting",
      ])
        == "swift-issue-reporting")
  }

  /// swift-case-paths links swift-issue-reporting into every test process of a package that
  /// uses it, with no assertion helper in sight; so do the libraries built on it.
  @Test func aPackageThatLinksSwiftIssueReportingKeepsItInTheGraph() {
    for url in [
      "https://github.com/pointfreeco/swift-case-paths",
      "https://github.com/pointfreeco/swift-parsing",
    ] {
      #expect(ManifestDecision.issueReportingTestSupportPackage([url]) == "xctest-dynamic-overlay")
    }
    #expect(
      ManifestDecision.issueReportingTestSupportPackage(
        ["https://github.com/apple/swift-log"], importsIssueReporting: true)
        == "xctest-dynamic-overlay", "a resolved graph that leads to it says the same")
    #expect(
      ManifestDecision.issueReportingTestSupportPackage(["https://github.com/apple/swift-log"])
        == nil)
    #expect(
      ManifestDecision.issueReportingTestSupportPackage([
        "https://github.com/acme/swift-parsing-extras", "swift-custom-dump-lite",
      ]) == nil, "names match as tokens, never as a part of a longer name")
    #expect(
      ManifestDecision.issueReportingTestSupportPackage([
        "https://github.com/pointfreeco/swift-case-paths.git"
      ]) == "xctest-dynamic-overlay")
  }

  @Test func usesSwiftIssueReportingWhenTheManifestNamesIt() {
    let manifest = """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(
        name: "A", platforms: [.macOS(.v26)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
          .package(url: "https://github.com/pointfreeco/swift-issue-reporting", from: "1.0.0"),
          .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.0.0"),
        ],
        targets: [
          .testTarget(
            name: "ATests",
            dependencies: [.product(name: "DependenciesTestSupport", package: "swift-dependencies")]
          ),
        ]
      )
      """
    let migration = migratedManifest(manifest)
    #expect(
      migration.text == """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(
          name: "A", platforms: [.macOS(.v26)],
          dependencies: [
            .package(path: "../dependence"),
            .package(url: "https://github.com/pointfreeco/swift-issue-reporting", from: "1.0.0"),
            .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.0.0"),
          ],
          targets: [
            .testTarget(
              name: "ATests",
              dependencies: [.product(name: "DependenceTesting", package: "dependence"), .product(name: "IssueReportingTestSupport", package: "swift-issue-reporting")]
            ),
          ]
        )
        """)
    #expect(migration.leftByHand == [])
  }

  @Test func addsOnlyConcurrencyExtrasToAMigratedManifest() {
    let manifest = ManifestDecisionAddedProductsTests.after
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
        == ManifestDecisionAddedProductsTests.after.replacingOccurrences(
          of: ".macOS(.v26)", with: ".macOS(.v14)"))
    #expect(
      migration.changes.map(\.description) == [
        "added .package(url: \"https://github.com/pointfreeco/swift-concurrency-extras\", from: \"1.0.0\")",
        "product ConcurrencyExtras (swift-concurrency-extras) → added to AppTests",
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
