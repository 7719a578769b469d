// swift-tools-version: 5.9
// Shape seen in: tgrapperon/swift-dependencies-additions Package.swift (an earlier revision) — swift-dependencies followed on `branch: "main"` beside a versioned package line
import PackageDescription

let package = Package(
  name: "SummarizeFeature",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "SummarizeFeature", targets: ["SummarizeFeature"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", branch: "main"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .target(
      name: "SummarizeFeature",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "SummarizeFeatureTests",
      dependencies: [
        "SummarizeFeature",
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
  ]
)
