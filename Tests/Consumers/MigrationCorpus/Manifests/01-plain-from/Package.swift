// swift-tools-version: 5.9
// Shape seen in: renaudjenny/swift-past-ten Package.swift — the plain form: one `from:` package line, `.product(name:package:)` in each target
import PackageDescription

let package = Package(
  name: "PastTen",
  platforms: [.iOS(.v16), .macOS(.v13)],
  products: [
    .library(name: "PastTen", targets: ["PastTen"]),
    .library(name: "PastTenDependency", targets: ["PastTenDependency"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .target(name: "PastTen"),
    .target(
      name: "PastTenDependency",
      dependencies: [
        "PastTen",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ]
    ),
    .testTarget(
      name: "PastTenDependencyTests",
      dependencies: [
        "PastTenDependency",
        .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
      ]
    ),
  ]
)
