// swift-tools-version: 6.2
// A package with no macro in its graph (so that no swift-syntax is built for it), whose test runs
// under AddressSanitizer: a client that keeps the values it was read from, used later, must never
// reach freed memory. `Scripts/consumer-harness.sh` runs it with `--sanitize=address`.
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../..").standardized
let dependence = root.lastPathComponent.lowercased()

let package = Package(
  name: "AddressSanitized",
  platforms: [.macOS(.v26), .iOS(.v26)],
  dependencies: [.package(path: root.path)],
  targets: [
    .testTarget(
      name: "RecorderEscapeTests",
      dependencies: [
        .product(name: "Dependence", package: dependence),
        .product(name: "DependenceTesting", package: dependence),
      ])
  ],
  swiftLanguageModes: [.v6]
)
