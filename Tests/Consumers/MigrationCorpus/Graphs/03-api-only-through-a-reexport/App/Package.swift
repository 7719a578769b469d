// swift-tools-version: 5.9
// The app of the shape (see ../Settings): neither its manifest nor its files name swift-dependencies; its files import only Settings and use `@Dependency`, `DependencyValues` and `withDependencies` through its re-export
import PackageDescription

let package = Package(
  name: "Profile",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(path: "../Settings")
  ],
  targets: [
    .target(
      name: "Profile",
      dependencies: [.product(name: "Settings", package: "Settings")]
    ),
    .testTarget(name: "ProfileTests", dependencies: ["Profile"]),
  ]
)
