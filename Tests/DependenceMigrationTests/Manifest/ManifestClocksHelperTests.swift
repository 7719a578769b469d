import DependenceMigration
import Foundation
import Testing

/// Where swift-clocks' `Clocks` goes when a helper list holds it.
@Suite struct ManifestClocksHelperTests {
  @Test func givesTheTestProductToAListOnlyTestTargetsUse() {
    let migration = migratedManifest(
      """
      // swift-tools-version: 5.10
      import PackageDescription

      var testDependencies: [Target.Dependency] = ["Core"]
      #if os(Linux)
      testDependencies.append(.product(name: "Clocks", package: "swift-clocks"))
      #endif
      var coreDependencies: [Target.Dependency] = []
      coreDependencies += [.product(name: "Dependencies", package: "swift-dependencies")]

      let package = Package(
        name: "Core",
        platforms: [.macOS(.v13)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
        ],
        targets: [
          .target(name: "Core", dependencies: coreDependencies),
          .testTarget(name: "CoreTests", dependencies: testDependencies),
        ]
      )

      """)
    #expect(
      migration.text.contains(
        #"testDependencies.append(.product(name: "DependenceTesting", package: "dependence"))"#))
    #expect(
      migration.text.contains(
        #"coreDependencies += [.product(name: "Dependence", package: "dependence")]"#))
    #expect(!migration.text.contains("swift-clocks"))
    expectManifestIdempotent(migration)
  }

  @Test func removesSwiftClocksWhereverItIsDeclared() {
    let migration = migratedManifest(
      """
      // swift-tools-version: 5.9
      import PackageDescription

      let package = Package(
        name: "A",
        platforms: [.macOS(.v13)],
        dependencies: [
          .dependencies,
          .clocks,
        ],
        targets: [.testTarget(name: "ATests", dependencies: [.clocks])]
      )

      #if os(Linux)
      package.dependencies.append(
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1")
      )
      #endif

      extension Package.Dependency {
        static let dependencies: Package.Dependency = .package(
          url: "https://github.com/pointfreeco/swift-dependencies.git", from: "1.17.1")
        static let clocks: Package.Dependency = .package(
          url: "https://github.com/pointfreeco/swift-clocks.git", from: "1.1.1")
      }

      extension Target.Dependency {
        static var clocks: Self { .product(name: "Clocks", package: "swift-clocks") }
      }

      """)
    #expect(
      migration.text == """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
          name: "A",
          platforms: [.macOS("26.0")],
          dependencies: [
            .dependencies,
          ],
          targets: [.testTarget(name: "ATests", dependencies: [.clocks])]
        )

        #if os(Linux)
        #endif

        extension Package.Dependency {
          static let dependencies: Package.Dependency = .package(path: "../dependence")
        }

        extension Target.Dependency {
          static var clocks: Self { .product(name: "DependenceTesting", package: "dependence") }
        }

        """)
    expectManifestIdempotent(migration)
  }

  @Test func leavesNothingOfAManifestThatBuildsNamesAtRunTimeAndSaysWhatToWrite() {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(name: "A", platforms: [.macOS("26.0")], targets: [.target(name: "A")])
      for (repository, products) in [("dependencies", ["Dependencies"])] {
        package.dependencies.append(
          .package(url: "https://github.com/pointfreeco/swift-\\(repository)", from: "1.0.0"))
        for product in products {
          package.targets[0].dependencies.append(.product(name: product, package: "swift-\\(repository)"))
        }
      }

      """
    let migration = migratedManifest(manifest)
    #expect(migration.text == manifest)
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        #"5: "Dependencies" is read at run time as a product: if it names swift-dependencies' or swift-clocks' product, `"Dependencies"` → `"Dependence"` of package `"dependence"`"#,
        #"7: "https://github.com/pointfreeco/swift-\(repository)" builds a location of swift-dependencies or swift-clocks at run time: declare this package instead, `.package(path: "../dependence")`, and name its products by `"dependence"`"#,
      ])
  }
}
