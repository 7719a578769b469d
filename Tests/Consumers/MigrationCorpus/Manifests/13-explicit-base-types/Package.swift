// swift-tools-version: 6.0
// Shape seen in: iplayground/iplayground-app-2025 Package.swift and jorgealegre/DosMangos Package.swift — explicit bases `Package.Dependency.package(url:from:)` and `Target.Dependency.product(name:package:)` written inline, one spanning several lines
import PackageDescription

let package = Package(
  name: "SessionApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "DependencyClients", targets: ["DependencyClients"]),
  ],
  dependencies: [
    Package.Dependency.package(
      url: "https://github.com/pointfreeco/swift-dependencies",
      from: "1.17.1"
    ),
    Package.Dependency.package(url: "https://github.com/pointfreeco/swift-tagged", from: "0.10.0"),
  ],
  targets: [
    .target(
      name: "DependencyClients",
      dependencies: [
        Target.Dependency.product(name: "Dependencies", package: "swift-dependencies"),
        Target.Dependency.product(
          name: "DependenciesMacros",
          package: "swift-dependencies"
        ),
        Target.Dependency.product(name: "Tagged", package: "swift-tagged"),
      ]
    ),
    .testTarget(
      name: "DependencyClientsTests",
      dependencies: [
        Target.Dependency.target(name: "DependencyClients"),
        Target.Dependency.product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ]
)
