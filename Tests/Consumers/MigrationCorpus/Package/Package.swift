// swift-tools-version: 6.0
// The source shapes of the migration corpus: one library target per shape, and test targets for
// the shapes that live in tests, written against swift-dependencies 1.17.1 and swift-clocks 1.1.1
// the way their users write them. Scripts/migration-corpus.sh builds it as written, moves a copy
// with `dependence-migrate` and builds the copy against this package.
import PackageDescription

// Targets sharing their products through a constant, with their own added by `+`: seen in
// mahainc/RemoteConfigClient's Package.swift (`sharedDependencies + [...]`).
let sharedDependencies: [Target.Dependency] = [
  .product(name: "Dependencies", package: "swift-dependencies")
]

// A test target that a function declares, named from the module it tests, whose tests reach
// swift-concurrency-extras through `import Dependencies`: seen in modular apps' manifests
// (`featureTests("Feed")`).
func shapeTests(_ name: String, dependencies: [Target.Dependency]) -> Target {
  .testTarget(
    name: "\(name)Tests",
    dependencies: [
      .target(name: name),
      .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
    ] + dependencies
  )
}

let package = Package(
  name: "MigrationCorpus",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.3"),
  ],
  targets: [
    .target(
      name: "Shape01QualifiedWrapper",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    ),
    .target(
      name: "Shape02QualifiedValuesAndKey",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    ),
    .target(
      name: "Shape03CanImportGuard",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    ),
    .target(
      name: "Shape04ExportedImport",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .target(name: "Shape04ExportedImportUser", dependencies: ["Shape04ExportedImport"]),
    .target(name: "Shape05RetroactiveKey", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
    .target(name: "Shape06KeyConformances", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
    .target(
      name: "Shape07DependencyClient",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "Shape08DependencyEntry",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .target(name: "Shape09WithDependencies", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
    .target(name: "Shape10PrepareDependencies", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
    .target(name: "Shape11ContinuousClock", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
    .target(
      name: "Shape12TestClockDuration",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
    .target(
      name: "Shape13ImmediateClockKey",
      dependencies: [
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "Shape14QualifiedConcurrencyExtras",
      dependencies: [
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .target(name: "Shape15ReexportedConcurrencyExtras", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
    .target(name: "Shape16UnimplementedReportIssue", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
    .target(name: "Shape17ConditionalCompilation", dependencies: sharedDependencies),
    .target(
      name: "Shape18SortedImportGroups",
      dependencies: [
        "Shape15ReexportedConcurrencyExtras",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .target(name: "Shape19EscapedDependencies", dependencies: sharedDependencies),
    .target(
      name: "Shape25ReexportedClocks",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    ),
    .target(
      name: "Shape27KeywordLabelledEndpoints",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "Shape28ReexportedUnimplemented",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    ),
    .target(
      name: "Shape29OverlayTestValues",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
      ]
    ),
    .target(
      name: "Shape30EndpointDefaults",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .target(name: "Shape33AssertionConformance", dependencies: sharedDependencies),
    .target(
      name: "Shape32ClientScopeUnimplemented",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    // An app's own module whose type names dependence declares too, a module that re-exports
    // it, and a feature that imports each beside swift-dependencies.
    .target(name: "Shape34Models"),
    .target(name: "Shape34Core", dependencies: ["Shape34Models"]),
    .target(
      name: "Shape34NameClash",
      dependencies: [
        "Shape34Models", "Shape34Core",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "Shape37StreamPlaceholder",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "Shape35IfClauseEndpoints",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "Shape39EntryKeyInterface",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "Shape39EntryKeyLive",
      dependencies: [
        "Shape39EntryKeyInterface",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "Shape40OlderSpellings",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .target(
      name: "Shape41TestSupport",
      dependencies: [
        "Shape40OlderSpellings",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
    .target(name: "Shape42AppCore", dependencies: sharedDependencies),
    .target(
      name: "Shape42OverlayReports",
      dependencies: sharedDependencies + [
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay")
      ]
    ),
    .target(
      name: "Shape38ReexportedIssueReporters",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    ),
    .target(
      name: "Shape36OwnIssueReporter",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "Shape20TraitSuitesTests",
      dependencies: [
        "Shape07DependencyClient",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape21TestClockTests",
      dependencies: [
        "Shape11ContinuousClock",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape22InvokeTestTests",
      dependencies: [
        "Shape06KeyConformances",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape23HandWrittenAsTests",
      dependencies: [
        "Shape06KeyConformances",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape24RecordingTests",
      dependencies: [
        "Shape07DependencyClient",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape28ReexportedUnimplementedTests",
      dependencies: [
        "Shape28ReexportedUnimplemented",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(name: "Shape29OverlayInvokeTestTests", dependencies: ["Shape29OverlayTestValues"]),
    .testTarget(
      name: "Shape31SerialInvokeTestTests",
      dependencies: [
        "Shape11ContinuousClock",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape33AssertionConformanceTests",
      dependencies: [
        "Shape33AssertionConformance",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape32ClientScopeUnimplementedTests",
      dependencies: [
        "Shape32ClientScopeUnimplemented",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape30EndpointDefaultsTests",
      dependencies: [
        "Shape30EndpointDefaults",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape04ExportedImportTests",
      dependencies: [
        "Shape04ExportedImport",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape39EntryKeyTests",
      dependencies: [
        "Shape39EntryKeyInterface", "Shape39EntryKeyLive",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape40OlderSpellingsTests",
      dependencies: [
        "Shape40OlderSpellings",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape41TestSupportTests",
      dependencies: [
        "Shape40OlderSpellings", "Shape41TestSupport",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape38ReexportedIssueReportersTests",
      dependencies: [
        "Shape38ReexportedIssueReporters",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "Shape36OwnIssueReporterTests",
      dependencies: [
        "Shape36OwnIssueReporter",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "Shape42AppCoreTests",
      dependencies: sharedDependencies + ["Shape42AppCore", "Shape42OverlayReports"]
    ),
    .testTarget(
      name: "Shape26ReexportedTestClockTests",
      dependencies: sharedDependencies + ["Shape25ReexportedClocks"]
    ),
    .target(name: "Shape43HelperBuilt", dependencies: sharedDependencies),
    shapeTests("Shape43HelperBuilt", dependencies: []),
  ],
  swiftLanguageModes: [.v6]
)
