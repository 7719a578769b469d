// swift-tools-version: 6.3
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "dependence",
  platforms: [
    .iOS(.v26), .macOS(.v26), .tvOS(.v26), .watchOS(.v26), .visionOS(.v26),
  ],
  products: [
    .library(name: "Dependence", targets: ["Dependence"]),
    .library(name: "DependenceMacros", targets: ["DependenceMacros"]),
    .library(name: "DependenceTesting", targets: ["DependenceTesting"]),
    .library(name: "DependenceUIKit", targets: ["DependenceUIKit"]),
    .library(name: "DependenceAppKit", targets: ["DependenceAppKit"]),
    .executable(name: "ExampleSmallApp", targets: ["ExampleSmallApp"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.0"..<"604.0.0"),
  ],
  targets: [
    // Core
    .target(name: "Dependence"),
    .testTarget(name: "DependenceTests", dependencies: ["Dependence"]),

    // Testing toolkit
    .target(name: "DependenceTesting", dependencies: ["Dependence"]),
    .testTarget(
      name: "DependenceTestingTests", dependencies: ["Dependence", "DependenceTesting"]),

    // Macros
    .target(name: "DependenceMacros", dependencies: ["Dependence", "DependenceMacrosPlugin"]),
    .macro(
      name: "DependenceMacrosPlugin",
      dependencies: [
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "DependenceMacrosPluginTests",
      dependencies: [
        "DependenceMacrosPlugin",
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
      ]
    ),
    .testTarget(name: "DependenceMacrosTests", dependencies: ["DependenceMacros"]),
    .testTarget(
      name: "DependenceMacrosMainActorTests",
      dependencies: ["DependenceMacros"],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),

    // Platform bridges
    .target(name: "DependenceUIKit", dependencies: ["Dependence"]),
    .target(name: "DependenceAppKit", dependencies: ["Dependence"]),
    .testTarget(
      name: "DependenceBridgesTests",
      dependencies: ["Dependence", "DependenceUIKit", "DependenceAppKit"]),

    // Examples
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
