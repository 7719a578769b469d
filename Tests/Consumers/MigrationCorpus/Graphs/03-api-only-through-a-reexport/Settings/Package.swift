// swift-tools-version: 5.9
// Shape seen in: a settings or "core" package of an app that re-exports swift-dependencies (`@_exported import Dependencies`) so that the app's feature packages need not name it, and declares the keys they read (`\.settings`)
import PackageDescription

let package = Package(
  name: "Settings",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Settings", targets: ["Settings"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")
  ],
  targets: [
    .target(
      name: "Settings",
      dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
    )
  ]
)
