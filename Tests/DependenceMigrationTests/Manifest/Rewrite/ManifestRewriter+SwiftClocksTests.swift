import DependenceMigration
import Foundation
import Testing

/// swift-clocks' package line goes with the statements and helpers that only declare it.
@Suite struct ManifestRewriterSwiftClocksTests {
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
}
