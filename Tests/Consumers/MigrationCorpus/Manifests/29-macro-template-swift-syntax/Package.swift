// swift-tools-version: 5.9
// Shape seen in: packages begun from Xcode 15's macro package template, which requires swift-syntax
// `from: "509.0.0"` (509.x only): TreeSitterKit, NoLogMacro and SwiftLombok's Package.swift
// (find_string hits), here beside swift-dependencies, which accepted 509.0.0..<605.0.0.
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "FeatureFlags",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "FeatureFlags", targets: ["FeatureFlags"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-syntax.git", from: "509.0.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .macro(
      name: "FeatureFlagsMacros",
      dependencies: [
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "FeatureFlags",
      dependencies: [
        "FeatureFlagsMacros",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "FeatureFlagsTests",
      dependencies: [
        "FeatureFlags",
        .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax"),
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ]
)
