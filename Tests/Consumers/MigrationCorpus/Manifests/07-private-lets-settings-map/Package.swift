// swift-tools-version: 6.1
// Shape seen in: coodly/ios-ten-pair Package.swift (read by id; repository inferred) — `private let` products and `[SwiftSetting]` flag sets, targets array post-processed with `.map { target in … }` to fill in swiftSettings
import PackageDescription

private let concurrency = Target.Dependency.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")
private let dependencies = Target.Dependency.product(name: "Dependencies", package: "swift-dependencies")
private let dependenciesMacros = Target.Dependency.product(name: "DependenciesMacros", package: "swift-dependencies")

private let swift5Flags: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("StrictConcurrency"),
  .swiftLanguageMode(.v5),
]

private let swift6Flags: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .swiftLanguageMode(.v6),
]

let package = Package(
  name: "Pairs",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AppPackages", targets: ["GameFeature", "PurchaseClient"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"),
  ],
  targets: [
    .target(
      name: "PurchaseClient",
      dependencies: [
        dependencies,
        dependenciesMacros,
      ],
      swiftSettings: swift6Flags
    ),
    .target(
      name: "PurchaseClientLive",
      dependencies: [
        "PurchaseClient",
        concurrency,
      ]
    ),
    .target(
      name: "GameFeature",
      dependencies: [
        "PurchaseClient",
        dependencies,
      ]
    ),
    .testTarget(name: "GameFeatureTests", dependencies: ["GameFeature"]),
  ]
  .map { (target: Target) in
    guard target.swiftSettings == nil else { return target }
    target.swiftSettings = swift5Flags
    return target
  }
)
