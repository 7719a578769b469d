// swift-tools-version: 6.0
// Shape seen in: mxcl/Version Package.swift — the Package held in a constant named `pkg`, and a test target added after it (`pkg.targets.append(.testTarget(…))` under `#if !os(Linux)`); here `pkg.targets += [ … ]` under `#if !os(Windows)`, the only place that names DependenciesTestSupport
import PackageDescription

let pkg = Package(
  name: "Version",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "Version", targets: ["Version"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .target(name: "Version", dependencies: [
      .product(name: "Dependencies", package: "swift-dependencies"),
    ]),
  ]
)

#if !os(Windows)
pkg.targets += [
  .testTarget(name: "VersionTests", dependencies: [
    "Version",
    .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
  ]),
]
#endif
