// swift-tools-version: 6.2
// A package that uses dependence the way its README tells users to, depending on it by path:
// an app module built with Xcode 26's app defaults, the same code without them, tests that must
// pass, and tests that must fail. `Scripts/consumer-harness.sh` builds and runs it.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardized
let dependence = root.lastPathComponent.lowercased()

/// The settings of an app target that Xcode 26 creates.
let xcode26App: [SwiftSetting] = [
  .defaultIsolation(MainActor.self),
  .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
  .enableUpcomingFeature("InferIsolatedConformances"),
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
      swiftSettings: xcode26App),
    .target(
      name: "PlainApp",
      dependencies: [
        .product(name: "Dependence", package: dependence),
        .product(name: "DependenceMacros", package: dependence),
      ]),
    .testTarget(
      name: "AppTests",
      dependencies: ["App", .product(name: "DependenceTesting", package: dependence)]),
    .testTarget(
      name: "PlainAppTests",
      dependencies: ["PlainApp", .product(name: "DependenceTesting", package: dependence)]),
    .testTarget(
      name: "MustFailTests",
      dependencies: ["App", .product(name: "DependenceTesting", package: dependence)]),
    .testTarget(
      name: "ReproTests",
      dependencies: [
        .product(name: "Dependence", package: dependence),
        .product(name: "DependenceTesting", package: dependence),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
