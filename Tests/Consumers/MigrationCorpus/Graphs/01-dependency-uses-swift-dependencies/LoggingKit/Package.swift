// swift-tools-version: 6.0
// Shape seen in: small logging and analytics packages of an app's workspace that depend on swift-dependencies, re-export it and declare the key the app reads (`\.logger`) — the dependency the app cannot move before it
import PackageDescription

let package = Package(
  name: "LoggingKit",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "LoggingKit", targets: ["LoggingKit"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")
  ],
  targets: [
    .target(
      name: "LoggingKit",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    )
  ]
)
