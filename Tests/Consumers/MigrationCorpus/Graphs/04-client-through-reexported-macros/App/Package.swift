// swift-tools-version: 6.0
// Shape seen in: trial E's Shop — an app package that names only its core package, and declares its own client with the macro that package re-exports
import PackageDescription

let package = Package(
  name: "Shop",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(path: "../CoreKit")
  ],
  targets: [
    .target(name: "Shop", dependencies: ["CoreKit"]),
    .testTarget(name: "ShopTests", dependencies: ["Shop"]),
  ]
)
