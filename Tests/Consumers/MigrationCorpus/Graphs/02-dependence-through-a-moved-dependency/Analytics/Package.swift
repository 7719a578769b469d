// swift-tools-version: 5.9
// Shape seen in: an app's analytics package that re-exports swift-dependencies and declares the key the app reads (`\.analytics`), the only way the app reaches swift-dependencies
import PackageDescription

let package = Package(
  name: "Analytics",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Analytics", targets: ["Analytics"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")
  ],
  targets: [
    .target(
      name: "Analytics",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    )
  ]
)
