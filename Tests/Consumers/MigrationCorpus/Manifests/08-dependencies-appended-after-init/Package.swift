// swift-tools-version: 6.0
// Shape seen in: davdroman/swift-validation Package.swift — products named in targets, package lines added after the Package init with `package.dependencies += [ … ]`, then a `for target in package.targets` settings loop
import PackageDescription

let package = Package(
  name: "swift-checks",
  platforms: [
    .iOS(.v17),
    .macOS(.v14),
  ],
  products: [
    .library(name: "Checks", targets: ["Checks"]),
  ],
  targets: [
    .target(
      name: "Checks",
      dependencies: [
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
      ]
    ),
    .testTarget(name: "ChecksTests", dependencies: [
      "Checks",
      .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
    ]),
  ]
)

package.dependencies += [
  .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
]

for target in package.targets {
  target.swiftSettings = target.swiftSettings ?? []
  target.swiftSettings? += [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
  ]
}
