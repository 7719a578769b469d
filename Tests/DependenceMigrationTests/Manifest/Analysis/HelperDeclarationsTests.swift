import DependenceMigration
import Foundation
import Testing

/// Manifests that name swift-dependencies' and swift-clocks' products outside a target's array:
/// helper extensions, constants, helper functions and `#if` blocks.
@Suite struct HelperDeclarationsTests {
  @Test func movesProductsAndPackagesThatHelperExtensionsName() {
    let migration = migratedManifest(
      """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "App",
        dependencies: [.dependencies, .clocks],
        targets: [
          .target(name: "App", dependencies: [.dependencies, .dependenciesMacros]),
          .testTarget(name: "AppTests", dependencies: ["App", .dependenciesTestSupport, .clocks]),
        ]
      )

      extension Package.Dependency {
        static let dependencies = Package.Dependency.package(
          url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")
        static let clocks: Self = .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0")
      }

      extension Target.Dependency {
        static var dependencies: Self { .product(name: "Dependencies", package: "swift-dependencies") }
        static var dependenciesMacros: Self {
          Target.Dependency.product(name: "DependenciesMacros", package: "swift-dependencies")
        }
        static let dependenciesTestSupport = Self.product(
          name: "DependenciesTestSupport", package: "swift-dependencies")
        static var clocks: Self { .product(name: "Clocks", package: "swift-clocks") }
      }

      """)
    #expect(
      migration.text.contains(
        """
          static let dependencies = .package(path: "../dependence")
        """))
    #expect(migration.text.contains(#"{ .product(name: "Dependence", package: "dependence") }"#))
    #expect(
      migration.text.contains(
        #"Target.Dependency.product(name: "DependenceMacros", package: "dependence")"#))
    #expect(migration.text.contains(#"name: "DependenceTesting", package: "dependence")"#))
    #expect(
      migration.text.contains(
        #"static var clocks: Self { .product(name: "DependenceTesting", package: "dependence") }"#),
      "the helper only test targets use gets the test product")
    #expect(!migration.text.contains("swift-dependencies"))
    #expect(migration.leftByHand.map(\.what).allSatisfy { !$0.contains("swift-dependencies") })
    expectManifestIdempotent(migration)
  }

  @Test func movesConstantsFunctionsAndConditionalBlocks() {
    let migration = migratedManifest(
      """
      // swift-tools-version: 6.2
      import PackageDescription

      func pointfreeProduct(_ name: String, _ package: String) -> Target.Dependency {
        .product(name: name, package: package)
      }
      let shared: [Target.Dependency] = [
        pointfreeProduct("Dependencies", "swift-dependencies"),
      ]

      var package = Package(
        name: "App",
        dependencies: [],
        targets: [.target(name: "App", dependencies: shared)]
      )
      #if os(Linux)
      package.dependencies.append(
        .package(url: "https://github.com/pointfreeco/swift-dependencies.git", exact: "1.17.1"))
      #else
      package.dependencies += [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")
      ]
      #endif

      """)
    #expect(migration.text.contains(#"pointfreeProduct("Dependence", "dependence")"#))
    #expect(
      migration.text.contains(#"package.dependencies.append(\#n  .package(path: "../dependence"))"#)
    )
    #expect(migration.text.contains(#"  .package(path: "../dependence")\#n]"#))
    #expect(!migration.text.contains("swift-dependencies"))
    expectManifestIdempotent(migration)
  }

  @Test func matchesPackageNamesWholeNeverAsSubstrings() {
    let manifest = """
      // swift-tools-version: 6.2
      import PackageDescription

      let package = Package(
        name: "swift-dependencies-additions",
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies-extras", from: "1.0.0")
        ],
        targets: [.target(name: "DependenciesAdditions")]
      )

      """
    let migration = migratedManifest(manifest)
    #expect(migration.text == manifest)
    #expect(migration.changes.isEmpty)
    #expect(migration.leftByHand.isEmpty)
  }

}
