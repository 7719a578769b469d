// swift-tools-version: 6.1
// Shape seen in: davdroman/swift-validation Package.swift (a later revision, find_string hits) — a package trait named "Dependencies" and the product behind `condition: .when(traits: ["Dependencies"])`
import PackageDescription

let package = Package(
  name: "swift-rules",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
  ],
  products: [
    .library(name: "Rules", targets: ["Rules"]),
  ],
  traits: [
    "Dependencies",
    .default(enabledTraits: ["Dependencies"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "Rules",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies", condition: .when(traits: ["Dependencies"])),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(name: "RulesTests", dependencies: ["Rules"]),
  ]
)
