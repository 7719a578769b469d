// swift-tools-version: 5.10
// Shape seen in: trial H's Lib package, after manifests that wrap `.product(name:package:)` in a function of their own — the package is the function's default argument, so a target names only the product
import PackageDescription

func pointfree(_ product: String, _ package: String = "swift-dependencies") -> Target.Dependency {
  .product(name: product, package: package)
}

let package = Package(
  name: "Lib",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")
  ],
  targets: [
    .target(name: "Lib", dependencies: [pointfree("Dependencies"), pointfree("DependenciesMacros")]),
    .testTarget(name: "LibTests", dependencies: ["Lib", pointfree("DependenciesTestSupport")]),
  ]
)
