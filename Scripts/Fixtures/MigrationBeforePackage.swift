// swift-tools-version: 5.9
// The worked migration's Before/ package as its own package, its manifest written the way a
// swift-dependencies user writes one: Scripts/migration-fixture.sh copies it next to a copy of
// Tests/Consumers/Migration/Before and moves that package with `dependence-migrate` alone.
import PackageDescription

let package = Package(
  name: "Todo",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
  ],
  targets: [
    .target(
      name: "TodoBefore",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ],
      path: "Sources/Todo"
    ),
    .executableTarget(name: "todo", dependencies: ["TodoBefore"]),
    .testTarget(
      name: "TodoTests",
      dependencies: [
        "TodoBefore",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ]
    ),
  ]
)
