// swift-tools-version: 6.0
// Shape seen in: MFB-Technologies-Inc/swift-argument-encoding Package.swift — `.dependencies()` static funcs on Package.Dependency (with `.upToNextMajor`) and on Target.Dependency, declared after the Package
import PackageDescription

let package = Package(
  name: "swift-argument-encoding",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ArgumentEncoding", targets: ["ArgumentEncoding"]),
  ],
  dependencies: [
    .dependencies(),
  ],
  targets: [
    .target(
      name: "ArgumentEncoding",
      dependencies: [
        .dependencies(),
      ]
    ),
    .testTarget(
      name: "ArgumentEncodingTests",
      dependencies: [
        "ArgumentEncoding",
      ]
    ),
  ]
)

// MARK: PointFree

extension Package.Dependency {
  static func dependencies() -> Package.Dependency {
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies.git",
      .upToNextMajor(from: "1.17.1")
    )
  }
}

extension Target.Dependency {
  static func dependencies() -> Self {
    .product(name: "Dependencies", package: "swift-dependencies")
  }
}
