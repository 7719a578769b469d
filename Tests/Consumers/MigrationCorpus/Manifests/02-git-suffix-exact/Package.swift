// swift-tools-version: 5.10
// Shape seen in: coodly/ios-ten-pair Package.swift (read by id from a find_string hit; repository inferred from its coodly/swlogger line) — URL with a `.git` suffix pinned with `exact:`, beside other pinned packages
import PackageDescription

let package = Package(
  name: "networking",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "Networking", targets: ["Networking"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras.git", exact: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"),
  ],
  targets: [
    .target(
      name: "Networking",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ]
    ),
    .testTarget(name: "NetworkingTests", dependencies: ["Networking"]),
  ]
)
