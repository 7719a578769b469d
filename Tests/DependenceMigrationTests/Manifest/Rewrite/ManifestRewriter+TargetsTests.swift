import Foundation
import Testing

@testable import DependenceMigration

/// A target's dependencies get the products the plan gives it, in an array literal or after a
/// `+`, once each.
@Suite struct ManifestRewriterTargetsTests {
  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription
    extension Target.Dependency {
      static var testSupport: Self {
        .product(name: "DependenciesTestSupport", package: "swift-dependencies")
      }
    }
    let package = Package(
      name: "A", platforms: [.macOS(.v26)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
      ],
      targets: [
        .target(name: "A", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
        .testTarget(name: "ATests", dependencies: ["A", .product(name: "Dependencies", package: "swift-dependencies")]),
        .testTarget(name: "BTests", dependencies: ["A", .testSupport]),
      ]
    )
    """

  @Test func theTargetsOfThoseFilesGetTheProductOnce() throws {
    let migration = try ManifestMigration.migrate(
      Self.manifest, dependence: .path("../dependence"),
      testingFiles: ["Sources/A/Ticker.swift", "Tests/ATests/T.swift", "Tests/BTests/T.swift"]
    ).get()
    let testing = #".product(name: "DependenceTesting", package: "dependence")"#
    #expect(
      migration.text.contains(
        #".target(name: "A", dependencies: [.product(name: "Dependence", package: "dependence"), \#(testing)]),"#
      ))
    #expect(
      migration.text.contains(
        #".testTarget(name: "ATests", dependencies: ["A", .product(name: "Dependence", package: "dependence"), \#(testing)]),"#
      ))
    // BTests names the test support through a helper, which now names DependenceTesting.
    #expect(
      migration.text.contains(#".testTarget(name: "BTests", dependencies: ["A", .testSupport]),"#))
    #expect(
      migration.changes.filter { $0.description.hasPrefix("product DependenceTesting") }.map(\.line)
        == [14, 15])
    let again = try ManifestMigration.migrate(
      migration.text, dependence: .path("../dependence"),
      testingFiles: ["Sources/A/Ticker.swift", "Tests/ATests/T.swift", "Tests/BTests/T.swift"]
    ).get()
    #expect(again.text == migration.text)
  }

  static let expressions = """
    // swift-tools-version: 6.2
    import PackageDescription
    let shared: [Target.Dependency] = [.product(name: "Dependencies", package: "swift-dependencies")]
    let support: [Target.Dependency] = [.product(name: "DependenciesTestSupport", package: "swift-dependencies")]
    let package = Package(
      name: "A", platforms: [.macOS(.v26)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
      ],
      targets: [
        .target(name: "A", dependencies: shared),
        .testTarget(name: "ATests", dependencies: ["A"] + shared),
        .testTarget(name: "BTests", dependencies: isCI ? shared : ["A"] + shared),
        .testTarget(name: "CTests", dependencies: ["A"] + support),
        .testTarget(name: "DTests"),
      ]
    )
    """

  @Test func dependenciesWrittenAsAnExpressionGetTheProductAfterAPlus() throws {
    let files = [
      "Tests/ATests/T.swift", "Tests/BTests/T.swift", "Tests/CTests/T.swift",
      "Tests/DTests/T.swift",
    ]
    let migration = try ManifestMigration.migrate(
      Self.expressions, dependence: .path("../dependence"), testingFiles: files
    ).get()
    let testing = #".product(name: "DependenceTesting", package: "dependence")"#
    #expect(migration.text.contains(#".target(name: "A", dependencies: shared),"#))
    #expect(
      migration.text.contains(
        #".testTarget(name: "ATests", dependencies: ["A"] + shared + [\#(testing)]),"#))
    #expect(
      migration.text.contains(
        #".testTarget(name: "BTests", dependencies: (isCI ? shared : ["A"] + shared) + [\#(testing)]),"#
      ))
    // CTests names the test support through a variable, which now names DependenceTesting.
    #expect(
      migration.text.contains(#".testTarget(name: "CTests", dependencies: ["A"] + support),"#))
    #expect(
      migration.changes.filter { $0.description.hasPrefix("product DependenceTesting") }.map(\.line)
        == [12, 13])
    #expect(
      migration.leftByHand.map(\.what) == [
        #"give the target of Tests/DTests/T.swift, which now imports DependenceTesting, `.product(name: "DependenceTesting", package: "dependence")`"#
      ])
    let again = try ManifestMigration.migrate(
      migration.text, dependence: .path("../dependence"), testingFiles: files
    ).get()
    #expect(again.text == migration.text)
  }

  @Test func addsWhatThePlanGivesATargetUnlessItNamesItAlready() throws {
    let manifest = """
      let package = Package(
        name: "A",
        targets: [
          .target(name: "A", dependencies: ["ConcurrencyExtras"]),
          .testTarget(name: "ATests", dependencies: ["A"]),
        ]
      )
      """
    var plan = ManifestPlan(platforms: .leave)
    plan.add(.concurrencyExtras, to: "A")
    plan.add(.concurrencyExtras, to: "ATests")
    plan.add(.dependenceTesting(package: "dependence"), to: "ATests")
    let rewritten = try manifestRewritten(manifest, plan: plan)
    #expect(rewritten.text.contains(#".target(name: "A", dependencies: ["ConcurrencyExtras"]),"#))
    #expect(
      rewritten.text.contains(
        #".testTarget(name: "ATests", dependencies: ["A", .product(name: "DependenceTesting", package: "dependence"), .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")]),"#
      ))
    #expect(rewritten.changes.map(\.line) == [5, 5])
  }

  /// A product another package's helper gives a target (`.issueReporting`, a `static let` of
  /// `Target.Dependency`, or a constant the target's list is built from) counts as named: the
  /// target does not get it a second time, which SwiftPM warns of on every build (trial H; the
  /// corpus's manifest shape 30 has the computed-property form).
  @Test func aProductAHelperGivesIsNotAddedAgain() throws {
    let manifest = """
      // swift-tools-version: 5.10
      import PackageDescription
      extension Target.Dependency {
        static let concurrencyExtras = Self.product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")
        static let issueReporting = Self.product(name: "IssueReporting", package: "xctest-dynamic-overlay")
      }
      let testing: [Target.Dependency] = [.product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")]
      let package = Package(
        name: "Core", platforms: [.macOS(.v26)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0"),
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
          .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
        ],
        targets: [
          .target(name: "Core", dependencies: [.product(name: "Dependencies", package: "swift-dependencies"), .concurrencyExtras, .issueReporting]),
          .testTarget(name: "CoreTests", dependencies: testing + [.product(name: "DependenciesTestSupport", package: "swift-dependencies")]),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(
      manifest, dependence: .path("../dependence"),
      concurrencyExtrasFiles: ["Sources/Core/Counter.swift"],
      testFiles: ["Tests/CoreTests/T.swift"],
      issueReportingFiles: ["Sources/Core/Counter.swift": [ModuleNames.issueReporting]]
    ).get()
    #expect(
      migration.text.contains(
        #".target(name: "Core", dependencies: [.product(name: "Dependence", package: "dependence"), .concurrencyExtras, .issueReporting]),"#
      ))
    #expect(
      migration.text.contains(
        #".testTarget(name: "CoreTests", dependencies: testing + [.product(name: "DependenceTesting", package: "dependence")]),"#
      ))
    #expect(!migration.changes.contains { $0.description.contains("→ added to") })
  }

  /// A helper function's call that writes the product and the package as literals
  /// (`pf("DependenciesTestSupport", "swift-dependencies")`) is renamed where it sits, and the
  /// product it then names counts as named: the test target does not get `DependenceTesting`
  /// a second time (trial H).
  @Test func aProductAHelperFunctionsCallRenamedIsNotAddedAgain() throws {
    let manifest = """
      // swift-tools-version: 5.10
      import PackageDescription
      func pf(_ product: String, _ package: String) -> Target.Dependency {
        .product(name: product, package: package)
      }
      let package = Package(
        name: "Lib", platforms: [.macOS(.v26)],
        dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1")],
        targets: [
          .target(name: "Lib", dependencies: [pf("Dependencies", "swift-dependencies")]),
          .testTarget(name: "LibTests", dependencies: ["Lib", pf("DependenciesTestSupport", "swift-dependencies")]),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(
      manifest, dependence: .path("../dependence"), testFiles: ["Tests/LibTests/T.swift"],
      testingFiles: ["Tests/LibTests/T.swift"]
    ).get()
    #expect(
      migration.text.contains(
        #".testTarget(name: "LibTests", dependencies: ["Lib", pf("DependenceTesting", "dependence")]),"#
      ))
    #expect(!migration.changes.contains { $0.description.contains("→ added to LibTests") })
  }

  /// A helper function's call whose package is the function's default argument
  /// (`pointfree("DependenceTesting")`, as the step for swift-clocks' literal has the user
  /// write it) names that product: the renamed `DependenciesTestSupport` beside it goes (trial R).
  @Test func aHelperCallWithADefaultPackageNamesItsProduct() throws {
    let manifest = """
      // swift-tools-version: 5.10
      import PackageDescription
      func pointfree(_ product: String, _ package: String = "dependence") -> Target.Dependency {
        .product(name: product, package: package)
      }
      let package = Package(
        name: "Lib", platforms: [.macOS(.v26)],
        dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")],
        targets: [
          .target(name: "Lib", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
          .testTarget(name: "LibTests", dependencies: ["Lib", pointfree("DependenceTesting"), .product(name: "DependenciesTestSupport", package: "swift-dependencies")]),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(
      manifest, dependence: .path("../dependence"), testFiles: ["Tests/LibTests/T.swift"]
    ).get()
    #expect(
      migration.text.contains(
        #".testTarget(name: "LibTests", dependencies: ["Lib", pointfree("DependenceTesting")]),"#))
    #expect(
      migration.changes.map(\.description).contains(
        "product DependenciesTestSupport (swift-dependencies) → removed: target LibTests already names DependenceTesting"
      ))
  }

  /// Two helpers whose products both become `DependenceTesting` in a test target
  /// (`.dependenciesTestSupport` and `.clocks`): the second goes, as a literal named twice does,
  /// and SwiftPM has no duplicate to warn of.
  @Test func aSecondHelperThatBecomesTheSameProductIsRemoved() throws {
    let manifest = """
      // swift-tools-version: 5.10
      import PackageDescription
      extension Target.Dependency {
        static var dependencies: Self { .product(name: "Dependencies", package: "swift-dependencies") }
        static var dependenciesTestSupport: Self { .product(name: "DependenciesTestSupport", package: "swift-dependencies") }
        static var clocks: Self { .product(name: "Clocks", package: "swift-clocks") }
      }
      let package = Package(
        name: "A", platforms: [.macOS(.v26)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
          .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        ],
        targets: [
          .target(name: "A", dependencies: [.dependencies]),
          .testTarget(
            name: "ATests",
            dependencies: [
              "A",
              .dependenciesTestSupport,
              .clocks,
            ]
          ),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(
      manifest, dependence: .path("../dependence"), testFiles: ["Tests/ATests/T.swift"]
    ).get()
    #expect(
      migration.text.contains(
        """
              dependencies: [
                "A",
                .dependenciesTestSupport,
              ]
        """))
    #expect(
      migration.changes.map(\.description).contains(
        "`.clocks` → removed: target ATests already names DependenceTesting"))
    #expect(
      try ManifestMigration.migrate(migration.text, dependence: .path("../dependence")).get().text
        == migration.text)
  }

  /// A product a helper's call wraps (`linux(.product(…))`, a condition written once) is renamed
  /// where it sits, and counts as named: the target gets no second one.
  @Test func aProductInsideAHelpersCallIsRenamedWhereItSits() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      func linux(_ dependency: Target.Dependency) -> Target.Dependency { dependency }
      let package = Package(
        name: "A", platforms: [.macOS(.v26)],
        dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")],
        targets: [
          .testTarget(name: "ATests", dependencies: [linux(.product(name: "DependenciesTestSupport", package: "swift-dependencies"))]),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(
      manifest, dependence: .path("../dependence"), testingFiles: ["Tests/ATests/T.swift"]
    ).get()
    #expect(
      migration.text.contains(
        #".testTarget(name: "ATests", dependencies: [linux(.product(name: "DependenceTesting", package: "dependence"))]),"#
      ))
    #expect(migration.leftByHand == [])
    #expect(
      migration.changes.map(\.description).contains(
        "product DependenciesTestSupport (swift-dependencies) → DependenceTesting (dependence)"))
  }
}
