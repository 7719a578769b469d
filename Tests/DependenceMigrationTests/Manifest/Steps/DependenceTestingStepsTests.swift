import DependenceMigration
import Foundation
import Testing

/// The targets the migration could not give `DependenceTesting`.
@Suite struct DependenceTestingStepsTests {
  @Test func aFileOfAnUnknownTargetGetsAStepOnlyWhenNoTargetNamesTheProduct() throws {
    let unnamed = ManifestRewriterTargetsTests.manifest.replacingOccurrences(
      of: #".testTarget(name: "BTests","#, with: #".testTarget(name: .bTests,"#)
    let named = try ManifestMigration.migrate(
      unnamed, dependence: .path("../dependence"), testingFiles: ["Tests/BTests/T.swift"]
    ).get()
    #expect(
      named.leftByHand.isEmpty, "BTests' helper names the test support, now DependenceTesting")

    let alone = unnamed.replacingOccurrences(of: "DependenciesTestSupport", with: "Dependencies")
    let migration = try ManifestMigration.migrate(
      alone, dependence: .path("../dependence"), testFiles: ["Tests/BTests/T.swift"],
      testingFiles: ["Tests/BTests/T.swift"]
    ).get()
    #expect(migration.leftByHand.isEmpty, "every test target gets DependenceTesting in a move")
    #expect(
      migration.text.contains(
        #".testTarget(name: .bTests, dependencies: ["A", .testSupport, .product(name: "DependenceTesting", package: "dependence")]),"#
      ))

    let library = alone.replacingOccurrences(
      of: #".testTarget(name: .bTests, dependencies: ["A", .testSupport]),"#,
      with: #".target(name: .support, dependencies: ["A", .testSupport]),"#)
    let support = try ManifestMigration.migrate(
      library, dependence: .path("../dependence"), testingFiles: ["Sources/Support/T.swift"]
    ).get()
    #expect(
      support.leftByHand.map(\.what) == [
        #"give the target of Sources/Support/T.swift, which now imports DependenceTesting, `.product(name: "DependenceTesting", package: "dependence")`"#
      ])
  }

  /// A test target that tests a macro's expansion and names no product of swift-dependencies
  /// reaches no dependency: it gets no `DependenceTesting`; the package's other test targets do.
  @Test func aTargetThatTestsMacrosAloneGetsNoTestingProduct() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import CompilerPluginSupport
      import PackageDescription
      let package = Package(
        name: "P",
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
          .package(url: "https://github.com/swiftlang/swift-syntax", from: "600.0.0"),
        ],
        targets: [
          .macro(name: "KeyMacros", dependencies: [.product(name: "SwiftSyntaxMacros", package: "swift-syntax")]),
          .target(name: "A", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
          .testTarget(name: "ATests", dependencies: ["A"]),
          .testTarget(name: "KeyMacrosTests", dependencies: ["KeyMacros", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax")]),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(manifest, dependence: .path("../dependence"))
      .get()
    #expect(
      migration.text.contains(
        #".testTarget(name: "ATests", dependencies: ["A", .product(name: "DependenceTesting", package: "dependence")]),"#
      ))
    #expect(
      migration.text.contains(
        #".testTarget(name: "KeyMacrosTests", dependencies: ["KeyMacros", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax")]),"#
      ))
  }

  /// A test target whose targets reach no dependency (`MathKit` names none) gets no
  /// `DependenceTesting`; one that reaches a target that uses swift-dependencies does, and so
  /// does one that names its dependencies through an expression.
  @Test func aTargetThatReachesNoDependencyGetsNoTestingProduct() throws {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription
      let shared: [Target.Dependency] = ["MathKit"]
      let package = Package(
        name: "P",
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
        ],
        targets: [
          .target(name: "App", dependencies: ["MathKit", .product(name: "Dependencies", package: "swift-dependencies")]),
          .target(name: "MathKit"),
          .testTarget(name: "MathKitTests", dependencies: ["MathKit"]),
          .testTarget(name: "AppTests", dependencies: ["App"]),
          .testTarget(name: "SharedTests", dependencies: shared),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(manifest, dependence: .path("../dependence"))
      .get()
    let testing = #".product(name: "DependenceTesting", package: "dependence")"#
    #expect(
      migration.text.contains(#".testTarget(name: "MathKitTests", dependencies: ["MathKit"]),"#))
    #expect(
      migration.text.contains(
        #".testTarget(name: "AppTests", dependencies: ["App", \#(testing)]),"#))
    #expect(
      migration.text.contains(
        #".testTarget(name: "SharedTests", dependencies: shared + [\#(testing)]),"#))
    // Dependencies appended to `package.targets` later may reach swift-dependencies.
    let later = try ManifestMigration.migrate(
      manifest + "\npackage.targets[1].dependencies.append(\"App\")\n",
      dependence: .path("../dependence")
    ).get()
    #expect(
      later.text.contains(
        #".testTarget(name: "MathKitTests", dependencies: ["MathKit", \#(testing)]),"#))
  }
}
