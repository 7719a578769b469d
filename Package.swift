// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "dependence",
  platforms: [
    .iOS(.v26), .macOS(.v26), .tvOS(.v26), .watchOS(.v26), .visionOS(.v26),
  ],
  products: [
    .library(name: "Dependence", targets: ["Dependence"]),
    .library(name: "DependenceTesting", targets: ["DependenceTesting"]),
    .library(name: "DependenceUIKit", targets: ["DependenceUIKit"]),
    .library(name: "DependenceAppKit", targets: ["DependenceAppKit"]),
    .executable(name: "ExampleSmallApp", targets: ["ExampleSmallApp"]),
  ],
  targets: [
    .target(name: "Dependence"),
    .testTarget(name: "DependenceTests", dependencies: ["Dependence"]),
    .target(name: "DependenceTesting", dependencies: ["Dependence"]),
    .testTarget(
      name: "DependenceTestingTests", dependencies: ["Dependence", "DependenceTesting"]),
    .target(name: "DependenceUIKit", dependencies: ["Dependence"]),
    .target(name: "DependenceAppKit", dependencies: ["Dependence"]),
    .testTarget(
      name: "DependenceBridgesTests",
      dependencies: ["Dependence", "DependenceUIKit", "DependenceAppKit"]),

    .executableTarget(
      name: "ExampleSmallApp",
      dependencies: ["Dependence"],
      path: "Sources/Examples/ExampleSmallApp"
    ),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ]
}
