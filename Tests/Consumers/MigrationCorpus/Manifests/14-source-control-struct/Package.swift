// swift-tools-version: 6.0
// Shape seen in: iplayground/iplayground-app-2025 Package.swift — a `SourceControlDependency` struct whose target dependency takes its package name from the URL's last path component at run time
import Foundation
import PackageDescription

let swiftDependencies = Package.Dependency.package(
  url: "https://github.com/pointfreeco/swift-dependencies",
  from: "1.17.1"
)
let dependencies = SourceControlDependency(package: swiftDependencies, productName: "Dependencies")
let dependenciesMacros = SourceControlDependency(
  package: swiftDependencies, productName: "DependenciesMacros")

let clients = SingleTargetLibrary(
  name: "DependencyClients",
  dependencies: [dependencies.targetDependency, dependenciesMacros.targetDependency]
)
let features = SingleTargetLibrary(
  name: "Features",
  dependencies: [dependencies.targetDependency, clients.targetDependency]
)

let package = Package(
  name: "AppPackage",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [clients.product, features.product],
  dependencies: [swiftDependencies],
  targets: [clients.target, features.target, features.testTarget]
)

/// A package from a source-control URL and one product of it.
struct SourceControlDependency {
  var package: Package.Dependency
  var productName: String

  var targetDependency: Target.Dependency {
    guard case let .sourceControl(name, location, _) = package.kind,
      let packageName = name ?? URL(string: location)?.lastPathComponent
    else { fatalError("Unsupported dependency kind: \(package.kind)") }
    return .product(name: productName, package: packageName)
  }
}

/// A local module that is its own library.
struct SingleTargetLibrary {
  var name: String
  var dependencies: [Target.Dependency] = []

  var product: Product { .library(name: name, targets: [name]) }
  var target: Target { .target(name: name, dependencies: dependencies) }
  var targetDependency: Target.Dependency { .target(name: name) }
  var testTarget: Target { .testTarget(name: name + "Tests", dependencies: [targetDependency]) }
}
