// swift-tools-version: 6.2
// A package that uses dependence the way its README tells users to, depending on it by path:
// an app module built with Xcode 26's app defaults, the same code without them and with every
// other combination of the three, tests that must pass, and tests that must fail.
// `Scripts/consumer-harness.sh` builds and runs it.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardized
let dependence = root.lastPathComponent.lowercased()

/// The settings of an app target that Xcode 26 creates.
let mainActor = SwiftSetting.defaultIsolation(MainActor.self)
let nonsending = SwiftSetting.enableUpcomingFeature("NonisolatedNonsendingByDefault")
let inferIsolated = SwiftSetting.enableUpcomingFeature("InferIsolatedConformances")
let xcode26App = [mainActor, nonsending, inferIsolated]

/// What `@testable import` of an app target needs in a release build, as Xcode's test action
/// gives it; only the app targets get it, so this package and swift-syntax build exactly as a
/// plain `swift build -c release` builds them, and share that build.
let testable = SwiftSetting.unsafeFlags(["-enable-testing"], .when(configuration: .release))

/// The combinations of those settings that App (all three) and PlainApp (none) leave out: each
/// compiles the app's sources and Tests/Shared/SharedAppTests.swift into one test target.
let variants: [(name: String, settings: [SwiftSetting])] = [
  ("VariantMainActor", [mainActor]),
  ("VariantMainActorNonsending", [mainActor, nonsending]),
  ("VariantMainActorInferIsolated", [mainActor, inferIsolated]),
  ("VariantNonsendingInferIsolated", [nonsending, inferIsolated]),
  ("VariantNonsending", [nonsending]),
  ("VariantInferIsolated", [inferIsolated]),
]

let package = Package(
  name: "Consumers",
  platforms: [.macOS(.v26), .iOS(.v26)],
  dependencies: [.package(path: root.path)],
  targets: [
    .target(
      name: "App",
      dependencies: [
        .product(name: "Dependence", package: dependence),
        .product(name: "DependenceMacros", package: dependence),
      ],
      swiftSettings: xcode26App + [testable]),
    .target(
      name: "PlainApp",
      dependencies: [
        .product(name: "Dependence", package: dependence),
        .product(name: "DependenceMacros", package: dependence),
      ],
      swiftSettings: [testable]),
    .testTarget(
      name: "AppTests",
      dependencies: ["App", .product(name: "DependenceTesting", package: dependence)],
      swiftSettings: [.define("APP_MODULE")]),
    .testTarget(
      name: "PlainAppTests",
      dependencies: ["PlainApp", .product(name: "DependenceTesting", package: dependence)],
      swiftSettings: [.define("PLAIN_APP_MODULE")]),
    .testTarget(
      name: "ReproTests",
      dependencies: [
        .product(name: "Dependence", package: dependence),
        .product(name: "DependenceTesting", package: dependence),
      ]),
  ],
  swiftLanguageModes: [.v6]
)

/// Whether this is one of Scripts/consumer-harness.sh's sanitized runs, which run AppTests,
/// PlainAppTests and ReproTests only: the targets below are left out of those builds.
let sanitized = Context.environment["CONSUMERS_SANITIZED"] == "1"

// Tests that must fail, and work that outlives its test (Scripts/lifecycle-harness.sh).
if !sanitized {
  package.targets += [
    .testTarget(
      name: "MustFailTests",
      dependencies: ["App", .product(name: "DependenceTesting", package: dependence)]),
    .testTarget(
      name: "LifecycleTests",
      dependencies: ["App", .product(name: "DependenceTesting", package: dependence)],
      swiftSettings: [.define("APP_MODULE")]),
    .testTarget(
      name: "PlainLifecycleTests",
      dependencies: ["PlainApp", .product(name: "DependenceTesting", package: dependence)],
      swiftSettings: [.define("PLAIN_APP_MODULE")]),
  ]
}

for variant in variants where !sanitized {
  package.targets.append(
    .testTarget(
      name: "\(variant.name)Tests",
      dependencies: [
        .product(name: "DependenceMacros", package: dependence),
        .product(name: "DependenceTesting", package: dependence),
      ],
      path: "Tests/Variants/\(variant.name)Tests",
      swiftSettings: variant.settings))
}

// swift-clocks' own clock tests, ported by Scripts/peer-tests-port.sh (which writes these
// folders): with deterministic scheduling and without it, in the language mode swift-clocks 1.1.1
// builds them in.
let swiftClocksMode = SwiftSetting.swiftLanguageMode(.v5)
for (name, settings) in [
  ("SwiftClocksPortTests", [SwiftSetting.define("DETERMINISTIC"), swiftClocksMode]),
  ("SwiftClocksPortConcurrentTests", [swiftClocksMode]),
]
where !sanitized
  && FileManager.default.fileExists(
    atPath: root.appendingPathComponent("Tests/Consumers/Tests/\(name)").path)
{
  package.targets.append(
    .testTarget(
      name: name,
      dependencies: [.product(name: "DependenceTesting", package: dependence)],
      swiftSettings: settings))
}

// swift-dependencies' own FireAndForgetTests, ported by the same script, in Swift 6 as
// swift-dependencies 1.17.1 builds them.
if !sanitized
  && FileManager.default.fileExists(
    atPath: root.appendingPathComponent("Tests/Consumers/Tests/SwiftDependenciesPortTests").path)
{
  package.targets.append(
    .testTarget(
      name: "SwiftDependenciesPortTests",
      dependencies: [.product(name: "DependenceTesting", package: dependence)]))
}
