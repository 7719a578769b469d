import DependenceMigration
import Foundation
import Testing

/// The products of the replaced packages take their names here; swift-clocks' `Clocks` becomes
/// `DependenceTesting` or `Dependence` by the targets that use it.
@Suite struct ManifestRewriterProductsTests {
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

  static let clocksManifest = """
    // swift-tools-version: 6.2
    import PackageDescription
    let package = Package(
      name: "A",
      platforms: [.macOS(.v26)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
      ],
      targets: [
        .target(name: "A", dependencies: [.product(name: "Clocks", package: "swift-clocks")]),
        .testTarget(name: "ATests", dependencies: [.product(name: "Clocks", package: "swift-clocks")]),
      ]
    )
    """

  @Test func movesClocksOfALibraryTargetToDependence() {
    let migration = migratedManifest(Self.clocksManifest)
    #expect(
      migration.text == """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(
          name: "A",
          platforms: [.macOS(.v26)],
          dependencies: [
            .package(path: "../dependence"),
          ],
          targets: [
            .target(name: "A", dependencies: [.product(name: "Dependence", package: "dependence")]),
            .testTarget(name: "ATests", dependencies: [.product(name: "DependenceTesting", package: "dependence")]),
          ]
        )
        """)
    #expect(migration.leftByHand == [])
  }

  @Test func movesClocksOfALibraryTargetThatNamesTestClockToDependenceTesting() throws {
    let migration = ManifestMigration.migrate(
      Self.clocksManifest, dependence: .path("../dependence"),
      testClockFiles: ["Sources/A/Previews.swift"])
    #expect(
      try migration.get().text.contains(
        #".target(name: "A", dependencies: [.product(name: "DependenceTesting", package: "dependence")]),"#
      ))
  }
}
