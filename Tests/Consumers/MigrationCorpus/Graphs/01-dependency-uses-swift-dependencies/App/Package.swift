// swift-tools-version: 6.2
// The app of the shape (see ../LoggingKit): it reads LoggingKit's `\.logger` and its own values from swift-dependencies. Its target has Xcode 26's main-actor default isolation, under which its own key's conformance is main-actor isolated (a real-package trial's shape)
import PackageDescription

let package = Package(
  name: "Checkout",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(path: "../LoggingKit"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .target(
      name: "Checkout",
      dependencies: [
        "LoggingKit",
        .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    )
  ]
)
