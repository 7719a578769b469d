// swift-tools-version: 6.0
// Shape seen in: pointfreeco/episode-code-samples 0335-fts-pt2/ModernPersistenceTests/BaseTestSuite.swift — a test target mixing DependenciesTestSupport (`.dependency` traits) with InlineSnapshotTesting and CustomDump, which report through IssueReporting
import PackageDescription

let package = Package(
  name: "Calculator",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Calculator", targets: ["Calculator"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
  ],
  targets: [
    .target(
      name: "Calculator",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "CalculatorTests",
      dependencies: [
        "Calculator",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "InlineSnapshotTesting", package: "swift-snapshot-testing"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
