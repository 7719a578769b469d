import Foundation
import Testing

@testable import DependenceMigration

/// The packages and products the plan adds for what the sources need: `ConcurrencyExtras`,
/// swift-issue-reporting's modules and `DependenceTesting`.
@Suite struct ManifestDecisionAddedProductsTests {
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

  @Test func givesTheTargetOfAFileThatImportsIssueReportingItsProductAndPackage() throws {
    let manifest = """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(
        name: "A",
        platforms: [.macOS(.v26)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
        ],
        targets: [
          .target(name: "A", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(
      manifest, dependence: .path("../dependence"),
      issueReportingFiles: ["Sources/A/Client.swift": ["IssueReporting"]]
    ).get()
    #expect(
      migration.text.contains(
        #"[.product(name: "Dependence", package: "dependence"), .product(name: "IssueReporting", package: "xctest-dynamic-overlay")]"#
      ))
    #expect(
      migration.text.contains(
        #".package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),"#)
    )
    #expect(migration.leftByHand == [])
  }

  @Test func givesEachTargetItsProductsInTheOrderOfTheirReasons() throws {
    let needs = SourceNeeds(
      concurrencyExtrasFiles: ["Sources/Core/Store.swift", "Tests/AppTests/A.swift"],
      testingFiles: ["Tests/AppTests/A.swift", "Tests/AppTests/B.swift"],
      issueReportingFiles: ["Tests/AppTests/B.swift": ["XCTestDynamicOverlay", "IssueReporting"]])
    let plan = try #require(try manifestPlan(Self.before, needs: needs))
    #expect(
      plan.addedProducts == [
        "App": [.concurrencyExtras],
        "AppTests": [
          .issueReporting("IssueReporting", package: "xctest-dynamic-overlay"),
          .issueReporting("XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
          .dependenceTesting(package: "dependence"),
          .concurrencyExtras,
        ],
      ])
    #expect(
      plan.addedPackages == [
        ManifestNames.issueReportingDeclaration, ManifestNames.concurrencyExtrasDeclaration,
      ], "IssueReportingTestSupport, for AppTests, names the package first")
    #expect(plan.issueReportingTestSupport == "xctest-dynamic-overlay")
  }

  @Test func namesSwiftIssueReportingAsTheManifestDeclaresIt() throws {
    let manifest = Self.before.replacingOccurrences(
      of: "  dependencies: [\n",
      with:
        "  dependencies: [\n    .package(url: \"https://github.com/pointfreeco/swift-issue-reporting\", from: \"1.0.0\"),\n"
    )
    let needs = SourceNeeds(issueReportingFiles: ["Sources/Core/Client.swift": ["IssueReporting"]])
    let plan = try #require(try manifestPlan(manifest, needs: needs))
    #expect(
      plan.addedProducts == [
        "App": [.issueReporting("IssueReporting", package: "swift-issue-reporting")]
      ])
    #expect(plan.addedPackages.isEmpty)
  }

  /// A library that uses `XCTestDynamicOverlay` keeps swift-issue-reporting in the graph; the
  /// test target, whose `invokeTest` override becomes a `DependenceTestCase`, links
  /// `DependenceTesting`, which fails every test of a process that links `IssueReporting`
  /// without its test support. So the test target gets both, with no new package line.
  @Test func givesATestTargetThatNowLinksDependenceTestingTheTestSupportOfIssueReporting() throws {
    let manifest = """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(
        name: "Psychro",
        platforms: [.macOS(.v26)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
          .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.0.0"),
        ],
        targets: [
          .target(
            name: "Client",
            dependencies: [
              .product(name: "Dependencies", package: "swift-dependencies"),
              .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
            ]),
          .testTarget(name: "ClientTests", dependencies: ["Client"]),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(
      manifest, dependence: .path("../dependence"),
      testingFiles: ["Tests/ClientTests/ClientTestCase.swift"]
    ).get()
    #expect(
      migration.text.contains(
        #".testTarget(name: "ClientTests", dependencies: ["Client", .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"), .product(name: "DependenceTesting", package: "dependence")]),"#
      ))
    #expect(migration.text.components(separatedBy: "xctest-dynamic-overlay\", from:").count == 2)
    #expect(migration.leftByHand == [])
    let untouched = try ManifestMigration.migrate(manifest, dependence: .path("../dependence"))
      .get()
    #expect(
      untouched.text.contains(
        #".testTarget(name: "ClientTests", dependencies: ["Client", .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"), .product(name: "DependenceTesting", package: "dependence")]),"#
      ),
      "a test target gets DependenceTesting in a move whatever its files import, and so the test support"
    )
    let withoutOverlay = manifest.replacingOccurrences(
      of:
        "    .package(url: \"https://github.com/pointfreeco/xctest-dynamic-overlay\", from: \"1.0.0\"),\n",
      with: ""
    ).replacingOccurrences(
      of:
        "        .product(name: \"XCTestDynamicOverlay\", package: \"xctest-dynamic-overlay\"),\n",
      with: "")
    let alone = try ManifestMigration.migrate(
      withoutOverlay, dependence: .path("../dependence"),
      testingFiles: ["Tests/ClientTests/ClientTestCase.swift"]
    ).get()
    #expect(
      !alone.text.contains("IssueReporting"),
      "with swift-issue-reporting gone from the graph, DependenceTesting needs no test support")
  }

  /// A test-support library that links `DependenceTesting` and swift-custom-dump, which its test
  /// targets reach the helpers through, gets the test support too: the test target names
  /// neither.
  @Test func givesATestSupportLibraryThatLinksDependenceTestingTheTestSupportOfIssueReporting()
    throws
  {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      let package = Package(
        name: "Lib",
        platforms: [.macOS(.v26)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
          .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        ],
        targets: [
          .target(name: "Lib", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
          .target(
            name: "LibTestSupport",
            dependencies: ["Lib", .product(name: "DependenciesTestSupport", package: "swift-dependencies"), .product(name: "CustomDump", package: "swift-custom-dump")]),
          .testTarget(name: "LibTests", dependencies: ["Lib", "LibTestSupport"]),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(manifest, dependence: .path("../dependence"))
      .get()
    #expect(
      migration.text.contains(
        #"dependencies: ["Lib", .product(name: "DependenceTesting", package: "dependence"), .product(name: "CustomDump", package: "swift-custom-dump"), .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")]),"#
      ))
    #expect(
      migration.text.contains(
        #".target(name: "Lib", dependencies: [.product(name: "Dependence", package: "dependence")]),"#
      ))
  }

  /// No target can get `ConcurrencyExtras`, so its package line would go unused: the step for the
  /// file names both instead.
  @Test func givesNothingToAFileOfNoKnownTargetNorAPackageLineNoTargetUses() throws {
    let needs = SourceNeeds(
      concurrencyExtrasFiles: ["Sources/Gone/A.swift"], testingFiles: ["Sources/Gone/A.swift"],
      issueReportingFiles: ["Sources/Gone/A.swift": ["IssueReporting"]])
    let plan = try #require(try manifestPlan(Self.before, needs: needs))
    #expect(plan.addedProducts.isEmpty)
    #expect(plan.addedPackages.isEmpty)
  }
}
