// swift-tools-version: 6.3
import CompilerPluginSupport
import PackageDescription

/// The settings of an app target Xcode 26 creates.
let xcode26AppSettings: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
]

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
    .executable(name: "dependence-migrate", targets: ["dependence-migrate"]),
    .executable(name: "ExampleSmallApp", targets: ["ExampleSmallApp"]),
    .executable(name: "ExampleModularApp", targets: ["ExampleModularApp"]),
    .executable(name: "ExampleSessionApp", targets: ["ExampleSessionApp"]),
    .executable(name: "ExampleStressApp", targets: ["ExampleStressApp"]),
  ],
  traits: [
    // `\.urlSession` on Linux, where URLSession comes from FoundationNetworking and libcurl.
    .trait(name: "FoundationNetworking"),
    .default(enabledTraits: ["FoundationNetworking"]),
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
    .testTarget(name: "DependenceMacrosTests", dependencies: ["DependenceMacros", "DependenceTesting"]),
    .testTarget(
      name: "DependenceMacrosMainActorTests",
      dependencies: ["DependenceMacros", "DependenceTesting"],
      swiftSettings: xcode26AppSettings
    ),

    // Migration from swift-dependencies
    .target(
      name: "DependenceMigration",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "dependence-migrate", dependencies: ["DependenceMigration"],
      path: "Sources/DependenceMigrate"),
    .testTarget(name: "DependenceMigrationTests", dependencies: ["DependenceMigration"]),

    // Platform bridges
    .target(name: "DependenceUIKit", dependencies: ["Dependence"]),
    .target(name: "DependenceAppKit", dependencies: ["Dependence"]),
    .testTarget(
      name: "DependenceBridgesTests",
      dependencies: ["Dependence", "DependenceUIKit", "DependenceAppKit"]),

    // Examples
    .executableTarget(
      name: "ExampleSmallApp", dependencies: ["Dependence"],
      path: "Sources/Examples/ExampleSmallApp",
      swiftSettings: xcode26AppSettings),
    .testTarget(
      name: "ExampleSmallAppTests", dependencies: ["ExampleSmallApp", "DependenceTesting"],
      path: "Tests/Examples/ExampleSmallAppTests"),

    .executableTarget(
      name: "ExampleModularApp",
      dependencies: ["AuthLive", "FeedLive", "ProfileLive"],
      path: "Sources/Examples/ExampleModularApp/App"),
    .target(
      name: "AuthInterface", dependencies: ["DependenceMacros"],
      path: "Sources/Examples/ExampleModularApp/AuthInterface"),
    .target(
      name: "AuthLive", dependencies: ["AuthInterface"],
      path: "Sources/Examples/ExampleModularApp/AuthLive"),
    .target(
      name: "AuthTestSupport", dependencies: ["AuthInterface", "DependenceTesting"],
      path: "Sources/Examples/ExampleModularApp/AuthTestSupport"),
    .target(
      name: "FeedInterface", dependencies: ["AuthInterface", "DependenceMacros"],
      path: "Sources/Examples/ExampleModularApp/FeedInterface"),
    .target(
      name: "FeedLive", dependencies: ["FeedInterface"],
      path: "Sources/Examples/ExampleModularApp/FeedLive"),
    .target(
      name: "FeedTestSupport", dependencies: ["FeedInterface", "DependenceTesting"],
      path: "Sources/Examples/ExampleModularApp/FeedTestSupport"),
    .target(
      name: "ProfileInterface", dependencies: ["AuthInterface", "DependenceMacros"],
      path: "Sources/Examples/ExampleModularApp/ProfileInterface"),
    .target(
      name: "ProfileLive", dependencies: ["ProfileInterface"],
      path: "Sources/Examples/ExampleModularApp/ProfileLive"),
    .target(
      name: "ProfileTestSupport", dependencies: ["ProfileInterface", "DependenceTesting"],
      path: "Sources/Examples/ExampleModularApp/ProfileTestSupport"),
    .testTarget(
      name: "ExampleModularAppTests",
      dependencies: [
        "AuthInterface", "FeedInterface", "ProfileInterface",
        "AuthTestSupport", "FeedTestSupport", "ProfileTestSupport",
      ],
      path: "Tests/Examples/ExampleModularAppTests"),

    .executableTarget(
      name: "ExampleSessionApp", dependencies: ["Dependence"],
      path: "Sources/Examples/ExampleSessionApp"),
    .testTarget(
      name: "ExampleSessionAppTests", dependencies: ["ExampleSessionApp", "DependenceTesting"],
      path: "Tests/Examples/ExampleSessionAppTests"),

    .executableTarget(
      name: "ExampleStressApp", dependencies: ["StressServices"],
      path: "Sources/Examples/ExampleStressApp/App"),
    .target(
      name: "StressServices", dependencies: ["DependenceMacros"],
      path: "Sources/Examples/ExampleStressApp/StressServices"),
    .testTarget(
      name: "ExampleStressAppTests", dependencies: ["StressServices", "DependenceTesting"],
      path: "Tests/Examples/ExampleStressAppTests"),
  ],
  swiftLanguageModes: [.v6]
)

if Context.environment["DEPENDENCE_DOCS"] == "1" {
  package.dependencies.append(
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}

// The sanitized runs of `.ci/run` leave out the migration command and the macro plugin's tests:
// they are syntax code that starts no concurrent work, and they link swift-syntax for the target,
// which each sanitizer would then build a second time beside the macros' copy, costing CI minutes.
if Context.environment["DEPENDENCE_SANITIZED"] == "1" {
  let syntaxOnly: Set = [
    "DependenceMigration", "dependence-migrate", "DependenceMigrationTests",
    "DependenceMacrosPluginTests",
  ]
  package.products.removeAll { $0.name == "dependence-migrate" }
  package.targets.removeAll { syntaxOnly.contains($0.name) }
}

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
  ]
}
