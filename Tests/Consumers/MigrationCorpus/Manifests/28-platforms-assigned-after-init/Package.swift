// swift-tools-version: 5.7
// Shape seen in: a code-search hit ("SideTide", and a "ServerKit" like it) — `Package(name:)` alone, then `package.platforms`, `package.dependencies` and `package.targets` assigned after it, and platforms raised again on one machine only
import Foundation
import PackageDescription

let package = Package(name: "ServerKit")

package.platforms = [
  .macOS(.v12),
]

package.dependencies = [
  .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
]

package.targets = [
  .target(
    name: "ServerKit",
    dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]
  ),
  .testTarget(name: "ServerKitTests", dependencies: ["ServerKit"]),
]

if ProcessInfo.processInfo.environment["SERVERKIT_CI"] != nil {
  package.platforms = [.macOS(.v13), .iOS(.v16)]
}
