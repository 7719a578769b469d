// swift-tools-version: 5.9
// Shape seen in: tgrapperon/swift-dependencies-additions Package.swift — a package whose own identity is "swift-dependencies-additions", targets, tests and products made by a `define(…)` helper that appends to `package.targets` and `package.products`
import PackageDescription

let package = Package(
  name: "swift-dependencies-additions",
  platforms: [
    .iOS(.v16),
    .macOS(.v13),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ]
)

define("DependenciesAdditionsBasics")
define("BundleInfoDependency", dependencies: "DependenciesAdditionsBasics")
define("CodableDependency")
define("LoggerDependency", dependencies: "BundleInfoDependency")
define("UserDefaultsDependency", testingDependencies: "DependenciesAdditionsBasics")

func define(_ target: String, dependencies: String..., testingDependencies: String...) {
  var targetDependencies: [Target.Dependency] = [
    .product(name: "Dependencies", package: "swift-dependencies")
  ]
  for dependency in dependencies {
    targetDependencies.append(.target(name: dependency))
  }
  package.targets.append(.target(name: target, dependencies: targetDependencies))
  var testDependencies: [Target.Dependency] = [.target(name: target)]
  for dependency in testingDependencies {
    testDependencies.append(.target(name: dependency))
  }
  package.targets.append(.testTarget(name: "\(target)Tests", dependencies: testDependencies))
  package.products.append(.library(name: target, targets: [target]))
}
