// swift-tools-version: 6.1
// Shape seen in: Moroverse/state-kit Package.swift — swift-clocks alone (`.git` URL), its `Clocks` product in the test target only
import PackageDescription

let package = Package(
  name: "shared-foundation",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
  ],
  products: [
    .library(
      name: "SharedFoundation",
      targets: ["SharedFoundation"]
    )
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.1.1"),
  ],
  targets: [
    .target(
      name: "SharedFoundation",
      dependencies: [
        .product(name: "Logging", package: "swift-log")
      ]
    ),
    .testTarget(
      name: "SharedFoundationTests",
      dependencies: [
        .product(name: "Clocks", package: "swift-clocks"),
        "SharedFoundation",
      ]
    ),
  ]
)
