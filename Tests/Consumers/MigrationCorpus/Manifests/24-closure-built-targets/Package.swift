// swift-tools-version: 6.1
// Shape seen in: an "EvenApp" Package.swift (find_string hit for `Target.Dependency.product(name: "Dependencies"`, repository not resolved) — `targets: { let deps = Target.Dependency.product(…); … return [...] }()`, the products declared inside an immediately-called closure
import PackageDescription

let package = Package(
  name: "EvenApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "EvenApp", targets: ["EvenApp"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: {
    let deps = Target.Dependency.product(name: "Dependencies", package: "swift-dependencies")
    let depsMacros = Target.Dependency.product(name: "DependenciesMacros", package: "swift-dependencies")
    let casePaths = Target.Dependency.product(name: "CasePaths", package: "swift-case-paths")

    /// One target per layer folder under Sources.
    let layers = ["Domain", "Data"]
    var targets: [Target] = layers.map { layer in
      .target(name: layer, dependencies: [deps, depsMacros], path: "Sources/\(layer)")
    }
    targets.append(.target(name: "EvenApp", dependencies: ["Domain", "Data", deps, casePaths]))
    targets.append(.testTarget(name: "EvenAppTests", dependencies: ["EvenApp"]))
    return targets
  }()
)
