// swift-tools-version: 6.0
// Shape seen in: trial E's CoreKit, after find_string hits for a core module's `Exports.swift` that re-exports swift-dependencies and its macros (a GRDB "Persistence" module, a logging module with `@_exported import Dependencies` and `DependenciesMacros`) — the app's packages write `@DependencyClient` through it, and its own files use `LockIsolated` with no import
import PackageDescription

let package = Package(
  name: "CoreKit",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CoreKit", targets: ["CoreKit"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")
  ],
  targets: [
    .target(
      name: "CoreKit",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    )
  ]
)
