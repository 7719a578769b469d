// swift-tools-version: 5.9
// Shape seen in: jorgealegre/DosMangos Package.swift — products stored in top-level `let` constants (`let dependencies = Target.Dependency.product(…)`) and listed by name in targets
import PackageDescription

let casePaths = Target.Dependency.product(name: "CasePaths", package: "swift-case-paths")
let dependencies = Target.Dependency.product(name: "Dependencies", package: "swift-dependencies")
let dynamicOverlay = Target.Dependency.product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay")

let package = Package(
  name: "Mangos",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AppFeature", targets: ["AppFeature"]),
    .library(name: "TransactionsStore", targets: ["TransactionsStore"]),
    .library(name: "SharedModels", targets: ["SharedModels"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "AppFeature",
      dependencies: [
        casePaths,
        dependencies,
        "TransactionsStore",
        "SharedModels",
      ]
    ),
    .target(
      name: "TransactionsStore",
      dependencies: [
        dependencies,
        dynamicOverlay,
        "SharedModels",
      ]
    ),
    .target(name: "SharedModels"),
  ]
)
