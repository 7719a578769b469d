// swift-tools-version: 6.0
// Shape seen in: erikbdev/erikb.dev Package.swift (an earlier revision, find_string hit) — products with `condition: .when(platforms: [.linux, .macOS])`, on one line each
import PackageDescription

let package = Package(
  name: "portfolio",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "SiteServer", targets: ["SiteServer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths.git", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies.git", from: "1.17.1"),
  ],
  targets: [
    .target(
      name: "Models",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies", condition: .when(platforms: [.linux, .macOS])),
        .product(name: "DependenciesMacros", package: "swift-dependencies", condition: .when(platforms: [.linux, .macOS])),
      ]
    ),
    .executableTarget(
      name: "SiteServer",
      dependencies: [
        "Models",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
