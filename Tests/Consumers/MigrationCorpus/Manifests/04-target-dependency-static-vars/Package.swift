// swift-tools-version: 5.10
// Shape seen in: coenttb/swift-password-validation Package.swift — `extension Target.Dependency { static var dependencies: Self { .product(…) } }` for each product, String constants for target names
import PackageDescription

extension String {
  static let passwordRules: Self = "PasswordRules"
  var tests: Self { self + " Tests" }
}

extension Target.Dependency {
  static var passwordRules: Self { .target(name: .passwordRules) }
}

extension Target.Dependency {
  static var dependencies: Self { .product(name: "Dependencies", package: "swift-dependencies") }
  static var dependenciesMacros: Self { .product(name: "DependenciesMacros", package: "swift-dependencies") }
  static var dependenciesTestSupport: Self { .product(name: "DependenciesTestSupport", package: "swift-dependencies") }
  static var clocks: Self { .product(name: "Clocks", package: "swift-clocks") }
}

let package = Package(
  name: "swift-password-rules",
  platforms: [
    .iOS(.v16),
    .macOS(.v13),
  ],
  products: [
    .library(name: .passwordRules, targets: [.passwordRules]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
  ],
  targets: [
    .target(
      name: .passwordRules,
      dependencies: [
        .dependencies,
        .dependenciesMacros,
      ]
    ),
    .testTarget(
      name: .passwordRules.tests,
      dependencies: [
        .passwordRules,
        .dependenciesTestSupport,
        .clocks,
      ]
    ),
  ]
)
