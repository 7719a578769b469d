import DependenceMigration
import Foundation
import Testing

/// Manifests that name swift-dependencies' and swift-clocks' products outside a target's array:
/// helper extensions, constants, helper functions and `#if` blocks.
@Suite struct ManifestHelpersTests {
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
    #expect(migration.text.contains(#"package.dependencies.append(\#n  .package(path: "../dependence"))"#))
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

  @Test func keepsSwiftDependenciesWhileAProductItCannotReadNamesIt() {
    let migration = migratedManifest(
      """
      // swift-tools-version: 6.2
      import PackageDescription

      let names = ["Dependencies"]
      let package = Package(
        name: "App",
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
        ],
        targets: [
          .target(
            name: "App",
            dependencies: names.map { .product(name: $0, package: "swift-dependencies") }),
        ]
      )

      """)
    #expect(
      migration.text.contains(
        #".package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),"#))
    #expect(
      migration.leftByHand.map(\.what).contains {
        $0.hasPrefix(#""swift-dependencies" names a product"#) && $0.contains(#"→ `"dependence"`"#)
      })
    expectManifestIdempotent(migration)
  }

  @Test func namesAHelperItCannotReadWithWhatToWrite() {
    let migration = migratedManifest(
      """
      // swift-tools-version: 6.2
      import PackageDescription

      func github(_ repository: String, from version: Version) -> Package.Dependency {
        .package(url: "https://github.com/\\(repository)", from: version)
      }
      let package = Package(
        name: "App",
        platforms: [.macOS(.v26)],
        dependencies: [github("pointfreeco/swift-dependencies", from: "1.0.0")],
        targets: [
          .target(name: "App", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
        ]
      )

      """)
    #expect(migration.text.contains(#".package(path: "../dependence")]"#), "the package line is added")
    #expect(
      migration.leftByHand.map(\.what) == [
        #""pointfreeco/swift-dependencies" declares swift-dependencies through a helper: declare this package instead, `.package(path: "../dependence")`"#
      ])
  }
}

/// Expects migrating the migrated manifest again to change nothing.
func expectManifestIdempotent(
  _ migration: FileMigration, sourceLocation: SourceLocation = #_sourceLocation
) {
  let again = migratedManifest(migration.text, sourceLocation: sourceLocation)
  #expect(again.text == migration.text, sourceLocation: sourceLocation)
  #expect(again.changes == [], sourceLocation: sourceLocation)
}

/// A manifest keeps its tools version: below 6.2, where `.v26` does not exist, the platforms
/// are raised as strings.
@Suite struct ManifestPlatformSpellingTests {
  static func manifest(_ version: String) -> String {
    """
    // swift-tools-version: \(version)
    import PackageDescription

    let package = Package(
      name: "App",
      platforms: [.macOS(.v13), .iOS("16.0")],
      dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")],
      targets: [.target(name: "App", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")])]
    )

    """
  }

  @Test func raisesPlatformsAsStringsBelowTools62() {
    let migration = migratedManifest(Self.manifest("5.10"))
    #expect(migration.text.hasPrefix("// swift-tools-version: 5.10\n"))
    #expect(migration.text.contains(#"platforms: [.macOS("26.0"), .iOS("26.0")],"#))
    #expect(!migration.text.contains("swiftLanguageModes"))
    expectManifestIdempotent(migration)
  }

  @Test func raisesPlatformsAsMembersFromTools62() {
    let migration = migratedManifest(Self.manifest("6.2"))
    #expect(migration.text.contains("platforms: [.macOS(.v26), .iOS(.v26)],"))
    expectManifestIdempotent(migration)
  }

  @Test func namesTheSpellingOfTheToolsVersionInTheMissingPlatformsStep() {
    let manifest = Self.manifest("5.9").replacingOccurrences(
      of: "  platforms: [.macOS(.v13), .iOS(\"16.0\")],\n", with: "")
    #expect(
      migratedManifest(manifest).leftByHand.map(\.what) == [
        #"dependence needs macOS/iOS/tvOS/watchOS/visionOS 26 on Apple platforms: add `platforms: [.macOS("26.0"), .iOS("26.0"), …]`; Linux needs nothing"#
      ])
  }
}

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

/// swift-issue-reporting, which swift-dependencies brought into the graph, for the files that
/// import it.
@Suite struct ManifestIssueReportingTests {
  @Test func givesTheTargetOfAFileThatImportsIssueReportingItsProductAndPackage() throws {
    let manifest = """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(
        name: "A",
        platforms: [.macOS(.v26)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
        ],
        targets: [
          .target(name: "A", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(
      manifest, dependence: .path("../dependence"),
      issueReportingFiles: ["Sources/A/Client.swift": ["IssueReporting"]]
    ).get()
    #expect(
      migration.text.contains(
        #"[.product(name: "Dependence", package: "dependence"), .product(name: "IssueReporting", package: "xctest-dynamic-overlay")]"#
      ))
    #expect(
      migration.text.contains(
        #".package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),"#))
    #expect(migration.leftByHand == [])
  }
}
