// swift-tools-version: 5.10
// Shape seen in: trial H's Core package, after the `Target.Dependency` helpers of shape 04 — computed properties for the products of swift-concurrency-extras and xctest-dynamic-overlay, which the targets already name through them
import PackageDescription

extension Target.Dependency {
  static var concurrencyExtras: Self {
    .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")
  }
  static var issueReporting: Self {
    .product(name: "IssueReporting", package: "xctest-dynamic-overlay")
  }
  static var issueReportingTestSupport: Self {
    .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
  }
}

let package = Package(
  name: "Core",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    .target(
      name: "Core",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .concurrencyExtras,
        .issueReporting,
      ]
    ),
    .testTarget(
      name: "CoreTests",
      dependencies: [
        "Core",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .issueReportingTestSupport,
      ]
    ),
  ]
)
