import Foundation
import Testing

@testable import DependenceMigration

/// swift-dependencies' package line is replaced, removed or kept, as the plan says.
@Suite struct ManifestRewriterPackagesTests {
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

  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription
    let package = Package(
      name: "App",
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
      ],
      targets: [.target(name: "App")]
    )
    """

  @Test func replacesTheLineOrKeepsItAsThePlanSays() throws {
    let replaced = try manifestRewritten(Self.manifest, plan: ManifestPlan(platforms: .leave))
    #expect(
      replaced.text.contains(
        #"    .package(path: "../dependence"),\#n    .package(url: "https://github.com/pointfreeco/swift-clocks""#
      ))
    #expect(
      replaced.changes == [
        Change(
          line: 6, description: #"package swift-dependencies → .package(path: "../dependence")"#)
      ])
    var keeping = ManifestPlan(platforms: .leave)
    keeping.swiftDependenciesLine = .keep
    keeping.removesSwiftClocks = true
    let kept = try manifestRewritten(Self.manifest, plan: keeping)
    #expect(kept.text.contains("swift-dependencies"))
    #expect(!kept.text.contains("swift-clocks"))
    #expect(kept.changes == [Change(line: 7, description: "package swift-clocks → removed")])
  }

  @Test func removesTheLineFromAListThatDeclaresThisPackageAlready() throws {
    let manifest = Self.manifest.replacingOccurrences(
      of: "    .package(url: \"https://github.com/pointfreeco/swift-clocks\", from: \"1.0.0\"),\n",
      with: "    .package(path: \"../dependence\"),\n")
    var plan = ManifestPlan(platforms: .leave)
    plan.addedPackages = [ManifestNames.concurrencyExtrasDeclaration]
    let rewritten = try manifestRewritten(manifest, plan: plan)
    #expect(
      rewritten.text.contains(
        #"  dependencies: [\#n    .package(path: "../dependence"),\#n    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0"),\#n  ],"#
      ))
    #expect(
      rewritten.changes.map(\.description) == [
        "package swift-dependencies → removed",
        "added \(ManifestNames.concurrencyExtrasDeclaration)",
      ])
  }

  /// A helper's call that declares swift-dependencies (`.dependencies()`, as a real package's
  /// `Package@swift-6.0.swift` writes it), beside this package's line that the user
  /// added: the call goes, since the helper's declaration becomes this package's too and two
  /// lines would name one package ("Conflicting identity").
  @Test func removesAHelpersCallFromAListThatDeclaresThisPackageAlready() {
    let migration = migratedManifest(
      """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(
        name: "App",
        platforms: [.macOS("26.0")],
        dependencies: [
          .dependencies(),
          .package(path: "../dependence"),
        ],
        targets: [.target(name: "App", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")])]
      )

      extension Package.Dependency {
        static func dependencies() -> Package.Dependency {
          .package(url: "https://github.com/pointfreeco/swift-dependencies.git", from: "1.17.1")
        }
      }

      """)
    #expect(!migration.text.contains("    .dependencies(),"))
    #expect(migration.text.components(separatedBy: #".package(path: "../dependence")"#).count == 3)
    #expect(
      migration.changes.map(\.description).contains(
        "package swift-dependencies (.dependencies()) → removed: the array names dependence already"
      ))
    #expect(migration.leftByHand == [])
    expectManifestIdempotent(migration)
  }

  /// A line that names swift-dependencies' traits turned its defaults off: this package's line
  /// keeps only the trait both packages have (`FoundationNetworking`), as written.
  @Test(arguments: [
    (#"traits: ["Clocks"]"#, #".package(path: "../dependence", traits: [])"#),
    (
      #"traits: ["Clocks", .trait(name: "FoundationNetworking", condition: .when(platforms: [.linux]))]"#,
      #".package(path: "../dependence", traits: [.trait(name: "FoundationNetworking", condition: .when(platforms: [.linux]))])"#
    ),
    (#"traits: [.defaults, "Clocks"]"#, #".package(path: "../dependence")"#),
  ])
  func keepsTheTraitsTheLineChose(traits: String, replacement: String) throws {
    let manifest = Self.manifest.replacing(
      #"swift-dependencies", from: "1.0.0"),"#,
      with: #"swift-dependencies", from: "1.0.0", \#(traits)),"#)
    let rewritten = try manifestRewritten(manifest, plan: ManifestPlan(platforms: .leave))
    #expect(rewritten.text.contains("    \(replacement),\n"))
    #expect(
      rewritten.changes.map(\.description).first == "package swift-dependencies → \(replacement)")
  }
}
