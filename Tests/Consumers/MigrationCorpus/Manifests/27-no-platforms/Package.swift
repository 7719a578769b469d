// swift-tools-version: 5.8
// Shape seen in: adam-fowler/swift-web Package.swift — a server executable with no `platforms:` at all (Linux first), its packages listed one per line
import PackageDescription

let package = Package(
  name: "ledger-server",
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .executableTarget(
      name: "LedgerServer",
      dependencies: [
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "LedgerServerTests",
      dependencies: [
        "LedgerServer",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ]
)
