// swift-tools-version: 6.1
// Shape seen in: erikbdev/erikb.dev Package.swift — `swiftLanguageModes: [.v6]`, then `package.targets.filter { … }.forEach { $0.swiftSettings = … }` adding unsafe flags to every target
import PackageDescription

let package = Package(
  name: "activity",
  platforms: [
    .macOS(.v14)
  ],
  products: [
    .executable(name: "ActivityServer", targets: ["ActivityServer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths.git", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies.git", from: "1.17.1"),
  ],
  targets: [
    .target(
      name: "ActivityClient",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .executableTarget(
      name: "ActivityServer",
      dependencies: [
        "ActivityClient",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "CasePaths", package: "swift-case-paths"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

package.targets
  .filter { $0.type != .binary && $0.type != .plugin && $0.type != .system }
  .forEach {
    $0.swiftSettings =
      ($0.swiftSettings ?? []) + [
        .unsafeFlags([
          "-Xfrontend",
          "-warn-long-function-bodies=500",
        ])
      ]
  }
