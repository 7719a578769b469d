// swift-tools-version: 6.0
// Shape seen in: coenttb/coenttb-identity Package.swift (read by id from a find_string hit) — many packages on `from:`, swift-dependencies among them, all three products plus swift-clocks in one package, and a test target named with a space
import PackageDescription

let package = Package(
  name: "identity",
  platforms: [
    .macOS(.v14),
    .iOS(.v17),
  ],
  products: [
    .library(name: "Identity", targets: ["Identity"]),
    .library(name: "IdentityLive", targets: ["IdentityLive"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
  ],
  targets: [
    .target(
      name: "Identity",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "Tagged", package: "swift-tagged"),
      ]
    ),
    .target(
      name: "IdentityLive",
      dependencies: [
        "Identity",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .testTarget(
      name: "Identity Tests",
      dependencies: [
        "Identity",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "Clocks", package: "swift-clocks"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
