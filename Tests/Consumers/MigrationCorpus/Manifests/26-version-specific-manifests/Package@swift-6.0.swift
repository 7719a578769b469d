// swift-tools-version: 6.0
// The manifest Swift 6.0 through 6.3 read in this shape (see Package.swift): older platforms, the same targets
import PackageDescription

let package = Package(
  name: "Forecast",
  platforms: [.iOS(.v13), .macOS(.v10_15)],
  products: [
    .library(name: "Forecast", targets: ["Forecast"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")
  ],
  targets: [
    .target(
      name: "Forecast",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "ForecastTests",
      dependencies: [
        "Forecast",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ]
)
