// swift-tools-version: 5.9
// Shape seen in: swift-argument-encoding Package.swift (a swift-tools-version 5.7 revision from a code-search hit: MFB-Technologies-Inc's or the roanutil fork) — `extension Package.Dependency { static let dependencies: Package.Dependency = .package(…) }` and a matching Target.Dependency static let, used as `.dependencies`
import PackageDescription

let package = Package(
  name: "swift-shell-encoding",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ShellEncoding", targets: ["ShellEncoding"]),
  ],
  dependencies: [
    .dependencies,
    .clocks,
  ],
  targets: [
    .target(
      name: "ShellEncoding",
      dependencies: [
        .dependencies,
      ]
    ),
    .testTarget(
      name: "ShellEncodingTests",
      dependencies: [
        "ShellEncoding",
        .clocks,
      ]
    ),
  ]
)

// MARK: PointFree

extension Package.Dependency {
  static let dependencies: Package.Dependency = .package(
    url: "https://github.com/pointfreeco/swift-dependencies.git",
    from: "1.17.1"
  )
  static let clocks: Package.Dependency = .package(
    url: "https://github.com/pointfreeco/swift-clocks.git",
    from: "1.1.1"
  )
}

extension Target.Dependency {
  static let dependencies: Target.Dependency = .product(
    name: "Dependencies",
    package: "swift-dependencies"
  )
  static let clocks: Target.Dependency = .product(name: "Clocks", package: "swift-clocks")
}
