// swift-tools-version: 5.10
// Shape seen in: moyerr/sh Package.swift and a `var …Dependencies: [Target.Dependency] = []` + `#if os(Linux)` append manifest (rpi-ws281x-swift, a code-search hit) — a product list in a `var` array, grown under `#if canImport(Darwin)` / `#else`, passed to a target by name
import PackageDescription

var coreDependencies: [Target.Dependency] = [
  .product(name: "Dependencies", package: "swift-dependencies"),
]
var testDependencies: [Target.Dependency] = ["Core"]

#if canImport(Darwin)
coreDependencies.append(.product(name: "CombineSchedulers", package: "combine-schedulers"))
#else
testDependencies.append(.product(name: "Clocks", package: "swift-clocks"))
#endif

let package = Package(
  name: "Core",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Core", targets: ["Core"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .target(name: "Core", dependencies: coreDependencies),
    .testTarget(name: "CoreTests", dependencies: testDependencies),
  ]
)
