// swift-tools-version: 6.4
// Shape seen in: pointfreeco/swift-clocks 1.1.1 and swift-dependencies 1.17.1 — `Package.swift` for the newest tools, which Swift 6.3 cannot read, and `Package@swift-6.0.swift`, which Swift 6.0 through 6.3 read instead; both name swift-dependencies
import PackageDescription

let package = Package(
  name: "Forecast",
  platforms: [.iOS(.v16), .macOS(.v13)],
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
  ],
  swiftLanguageModes: [.v6]
)
