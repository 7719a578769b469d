// swift-tools-version: 5.9
// The app of the shape (see ../Analytics): it names only Analytics, yet its files import Dependencies, which Analytics brings; once Analytics moves, dependence's platforms reach the app through it
import PackageDescription

let package = Package(
  name: "Onboarding",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(path: "../Analytics")
  ],
  targets: [
    .target(
      name: "Onboarding",
      dependencies: [.product(name: "Analytics", package: "Analytics")]
    )
  ]
)
