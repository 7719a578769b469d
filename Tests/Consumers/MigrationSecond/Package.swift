// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Pomodoro",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "Pomodoro", targets: ["Pomodoro"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .target(
      name: "Pomodoro",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "PomodoroTests",
      dependencies: [
        "Pomodoro",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
  ]
)
