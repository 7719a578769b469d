// swift-tools-version: 5.9
// Shape seen in: ProtonVPN/ios-mac-app, a CommonNetworking Package.swift (find_string hit beside its NEHelper and protoncore paths) — `.upToNextMajor(from:)` package lines, an `exact:` one, and xctest-dynamic-overlay named for XCTestDynamicOverlay
import PackageDescription

let package = Package(
  name: "CommonNetworking",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "CommonNetworking", targets: ["CommonNetworking"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", .upToNextMajor(from: "1.17.1")),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", .upToNextMajor(from: "1.13.1")),
  ],
  targets: [
    .target(
      name: "CommonNetworking",
      dependencies: [
        .product(name: "Logging", package: "swift-log"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
      ]
    ),
    .testTarget(
      name: "CommonNetworkingTests",
      dependencies: ["CommonNetworking"]
    ),
  ]
)
