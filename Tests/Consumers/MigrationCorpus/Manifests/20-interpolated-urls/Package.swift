// swift-tools-version: 6.0
// Shape seen in: Leo-Lem's service packages (a find_string hit: `for name in [...] { package.dependencies.append(.package(url: "https://github.com/Leo-Lem/\(name)", …)) }`) — package URLs and product names built by interpolation in a loop after the Package init
import PackageDescription

let package = Package(
  name: "AuthenticationService",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "AuthenticationService", targets: ["AuthenticationService"]),
  ],
  targets: [
    .target(name: "AuthenticationService"),
    .testTarget(name: "AuthenticationServiceTests", dependencies: ["AuthenticationService"]),
  ]
)

// MARK: - (DEPENDENCIES)

let pointfree: [(repository: String, version: Version, products: [String])] = [
  ("dependencies", "1.17.1", ["Dependencies", "DependenciesMacros"]),
  ("clocks", "1.1.1", ["Clocks"]),
]

for (repository, version, products) in pointfree {
  package.dependencies.append(
    .package(url: "https://github.com/pointfreeco/swift-\(repository)", from: version))
  for product in products {
    package.targets[0].dependencies.append(.product(name: product, package: "swift-\(repository)"))
  }
}
