// swift-tools-version: 5.10
// Shape seen in: moyerr/sh Package.swift — an `#if os(Linux)` block after the Package init that appends a package line and a product to the first target
import PackageDescription

let package = Package(
  name: "Sh",
  platforms: [
    .macOS(.v13),
  ],
  products: [
    .library(name: "Sh", targets: ["Sh"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .target(name: "Sh", dependencies: [
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]),
    .testTarget(name: "ShTests", dependencies: ["Sh"]),
  ]
)

#if os(Linux)
package.dependencies.append(
  .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1")
)
package.targets.first!.dependencies.append(.product(name: "Clocks", package: "swift-clocks"))
#endif
