import DependenceMigration
import Foundation
import Testing

@Suite struct PackageMigrationTests {
  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription
    let package = Package(
      name: "App",
      platforms: [.macOS(.v14)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
      ],
      targets: [
        .target(name: "App", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
        .testTarget(
          name: "AppTests",
          dependencies: ["App", .product(name: "DependenciesTestSupport", package: "swift-dependencies")]),
      ]
    )

    """

  static let files = [
    "Package.swift": manifest,
    "Sources/App/App.swift": "import Dependencies\n\nlet a = 1\n",
    "Sources/App/Plain.swift": "let b = 2\n",
    "Sources/App/.hidden/Skipped.swift": "import Dependencies\n",
    "Sources/App/Broken.swift": "import Dependencies\nstruct A {\n",
    "Tests/AppTests/AppTests.swift":
      "import Dependencies\nimport DependenciesTestSupport\nimport Clocks\n\nlet c = LockIsolated(0)\n",
    ".build/checkouts/X/Sources/X.swift": "import Dependencies\n",
  ]

  @Test func plansReportsAndAppliesAPackage() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(
      plan.files.map(\.path) == [
        "Package.swift", "Sources/App/App.swift", "Sources/App/Broken.swift",
        "Sources/App/Plain.swift",
        "Tests/AppTests/AppTests.swift",
      ])
    #expect(
      plan.report == """
        Package.swift:5: .macOS(.v14) → .macOS(.v26)
        Package.swift:7: package swift-dependencies → .package(path: "../dependence")
        Package.swift:7: added .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0")
        Package.swift:10: product Dependencies (swift-dependencies) → Dependence (dependence)
        Package.swift:13: product DependenciesTestSupport (swift-dependencies) → DependenceTesting (dependence)
        Package.swift:13: product ConcurrencyExtras (swift-concurrency-extras) → added to AppTests
        Sources/App/App.swift:1: import Dependencies → import Dependence
        Tests/AppTests/AppTests.swift:1: import Dependencies → import Dependence
        Tests/AppTests/AppTests.swift:2: import DependenciesTestSupport → import DependenceTesting
        Tests/AppTests/AppTests.swift:2: added import ConcurrencyExtras: swift-dependencies re-exported it
        Tests/AppTests/AppTests.swift:3: import Clocks → removed: the file already imports DependenceTesting

        Sources/App/Broken.swift: left alone: line 2: expected '}'

        """)
    #expect(
      plan.diff == """
        --- a/Package.swift
        +++ b/Package.swift
        @@ line 5 @@
        -  platforms: [.macOS(.v14)],
        +  platforms: [.macOS(.v26)],
        @@ line 7 @@
        -    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
        +    .package(path: "../dependence"),
        +    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0"),
        @@ line 10 @@
        -    .target(name: "App", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
        +    .target(name: "App", dependencies: [.product(name: "Dependence", package: "dependence")]),
        @@ line 13 @@
        -      dependencies: ["App", .product(name: "DependenciesTestSupport", package: "swift-dependencies")]),
        +      dependencies: ["App", .product(name: "DependenceTesting", package: "dependence"), .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")]),
        --- a/Sources/App/App.swift
        +++ b/Sources/App/App.swift
        @@ line 1 @@
        -import Dependencies
        +import Dependence
        --- a/Tests/AppTests/AppTests.swift
        +++ b/Tests/AppTests/AppTests.swift
        @@ line 1 @@
        -import Dependencies
        -import DependenciesTestSupport
        -import Clocks
        +import Dependence
        +import DependenceTesting
        +import ConcurrencyExtras

        """)

    try plan.apply()
    #expect(try package.read("Sources/App/App.swift") == "import Dependence\n\nlet a = 1\n")
    #expect(
      try package.read("Tests/AppTests/AppTests.swift")
        == "import Dependence\nimport DependenceTesting\nimport ConcurrencyExtras\n\nlet c = LockIsolated(0)\n"
    )
    #expect(try package.read("Sources/App/Broken.swift") == "import Dependencies\nstruct A {\n")
    #expect(try package.read(".build/checkouts/X/Sources/X.swift") == "import Dependencies\n")

    let again = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(again.files.allSatisfy { $0.newText == nil })
    #expect(again.diff == "")
  }

  @Test func givesConcurrencyExtrasOnlyToTheTargetWhoseFilesUseIt() throws {
    let package = try TemporaryPackage([
      "Package.swift": """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(
        name: "App",
        platforms: [.macOS(.v26)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
        ],
        targets: [
          .target(
            name: "AppCore",
            dependencies: [.product(name: "Dependencies", package: "swift-dependencies")],
            path: "Sources/App"),
          .testTarget(
            name: "AppTests",
            dependencies: [
              "AppCore",
              .product(name: "DependenciesTestSupport", package: "swift-dependencies"),
            ]),
        ]
      )

      """,
      "Sources/App/App.swift": "import Dependencies\n\nlet a = 1\n",
      "Tests/AppTests/AppTests.swift":
        "import DependenciesTestSupport\nimport Testing\n\nlet calls = LockIsolated(0)\n",
    ])
    defer { package.remove() }
    try PackageMigration.plan(packageRoot: package.root, dependence: .path("../dependence"))
      .apply()
    #expect(
      try package.read("Package.swift") == """
        // swift-tools-version: 6.2
        import PackageDescription
        let package = Package(
          name: "App",
          platforms: [.macOS(.v26)],
          dependencies: [
            .package(path: "../dependence"),
            .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0"),
          ],
          targets: [
            .target(
              name: "AppCore",
              dependencies: [.product(name: "Dependence", package: "dependence")],
              path: "Sources/App"),
            .testTarget(
              name: "AppTests",
              dependencies: [
                "AppCore",
                .product(name: "DependenceTesting", package: "dependence"),
                .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
              ]),
          ]
        )

        """)
    #expect(try package.read("Sources/App/App.swift") == "import Dependence\n\nlet a = 1\n")
    #expect(
      try package.read("Tests/AppTests/AppTests.swift")
        == "import ConcurrencyExtras\nimport DependenceTesting\nimport Testing\n\nlet calls = LockIsolated(0)\n"
    )

    let again = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(again.files.allSatisfy { $0.newText == nil })
    #expect(
      again.files.map { file in
        guard case .success(let migration) = file.result else { return false }
        return migration.needsConcurrencyExtras
      } == [false, false, true])
    #expect(again.isNothingToMigrate)
  }

  @Test func saysWhenThereIsNothingToMigrate() throws {
    let package = try TemporaryPackage([
      "Package.swift":
        "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"A\")\n",
      "Sources/A/A.swift": "import Foundation\nlet a = 1\n",
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root)
    #expect(plan.isNothingToMigrate)
    #expect(
      plan.report
        == "Nothing to migrate: this package does not use swift-dependencies or swift-clocks.\n")
    #expect(plan.diff == "")
  }

  @Test func treatsAFolderEndingInTestsAsTests() throws {
    let package = try TemporaryPackage([
      "Package.swift":
        "// swift-tools-version: 6.2\nimport PackageDescription\nlet package = Package(name: \"A\")\n",
      "Sources/AppTests/A.swift": "import Clocks\n",
      "Sources/App/B.swift": "import Clocks\n",
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root)
    #expect(
      plan.files.map { $0.newText } == [nil, "import Dependence\n", "import DependenceTesting\n"])
  }

  @Test func throwsForAFolderWithoutAManifest() {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "missing-\(UUID().uuidString)")
    #expect(
      throws: MigrationError("cannot read \(root.appendingPathComponent("Package.swift").path)")
    ) {
      try PackageMigration.plan(packageRoot: root)
    }
  }

  /// A test class in one file that extends a base class the migration rewrites in another gets
  /// its `invokeTest` rewritten too, calling `super.dependencies(&values)` last.
  /// A client's method that another file of the package declares (written by an earlier run,
  /// and moved there since) is not written again.
  @Test func aClientsMethodDeclaredInAnotherFileIsNotWrittenAgain() throws {
    let package = try TemporaryPackage([
      "Package.swift": Self.manifest,
      "Sources/App/Client.swift": """
      import DependenciesMacros

      @DependencyClient
      struct Client: Sendable {
        var fetch: @Sendable (_ count: Int) async throws -> [Int]
        var store: @Sendable (_ value: Int) async throws -> Void
      }

      """,
      "Sources/App/Client+Methods.swift": """
      extension Client {
        func fetch(count: Int) async throws -> [Int] { try await self.fetch(count) }
      }

      """,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    let moved = try #require(plan.files.first { $0.path == "Sources/App/Client.swift" }?.newText)
    #expect(moved.contains("func store(value: Int)"))
    #expect(!moved.contains("func fetch(count: Int)"))
  }

  /// A helper kept in `Tests/Shared` and linked into two test targets' folders is moved and
  /// reported once, and both targets get what it needs, with no step for a target of its own.
  @Test func aHelperLinkedIntoTwoTestTargetsIsMovedOnceForBoth() throws {
    let manifest = Self.manifest.replacing(
      "  ]\n)",
      with:
        "    .testTarget(name: \"AppXCTests\", dependencies: [\"App\", .product(name: \"Dependencies\", package: \"swift-dependencies\")]),\n  ]\n)"
    )
    let package = try TemporaryPackage([
      "Package.swift": manifest,
      "Sources/App/App.swift": "import Dependencies\n\nlet a = 1\n",
      "Tests/Shared/Fakes.swift": "import Dependencies\n\nlet calls = LockIsolated(0)\n",
      "Tests/AppTests/AppTests.swift": "import DependenciesTestSupport\n",
      "Tests/AppXCTests/AppXCTests.swift": "import Dependencies\n",
    ])
    defer { package.remove() }
    for target in ["AppTests", "AppXCTests"] {
      try FileManager.default.createSymbolicLink(
        atPath: package.root.appendingPathComponent("Tests/\(target)/Fakes.swift").path,
        withDestinationPath: "../Shared/Fakes.swift")
    }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../dependence"))
    #expect(
      plan.files.filter { $0.path.hasSuffix("Fakes.swift") }.map(\.path) == [
        "Tests/Shared/Fakes.swift"
      ])
    #expect(plan.report.components(separatedBy: "Fakes.swift:1: import Dependencies").count == 2)
    #expect(!plan.report.contains("give the target of"))
    let moved = try #require(plan.files.first { $0.path == "Package.swift" }?.newText)
    #expect(moved.contains("AppXCTests"))
    #expect(moved.components(separatedBy: #".product(name: "ConcurrencyExtras""#).count == 3)
  }

  @Test func aSubclassInAnotherFileOfARewrittenBaseIsRewrittenToo() throws {
    let base = """
      import Dependencies
      import XCTest

      class BaseTestCase: XCTestCase {
        override func invokeTest() {
          withDependencies { $0.uuid = .incrementing } operation: { super.invokeTest() }
        }
      }

      """
    let derived = """
      import Dependencies
      import XCTest

      final class FeatureTests: BaseTestCase {
        override func invokeTest() {
          withDependencies {
            $0.date.now = Date(timeIntervalSince1970: 0)
          } operation: {
            super.invokeTest()
          }
        }
      }

      """
    let package = try TemporaryPackage([
      "Package.swift": Self.manifest,
      "Tests/AppTests/BaseTestCase.swift": base,
      "Tests/AppTests/FeatureTests.swift": derived,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let moved = try #require(plan.files.first { $0.path == "Tests/AppTests/FeatureTests.swift" })
    #expect(
      moved.newText == """
        import DependenceTesting
        import XCTest

        final class FeatureTests: BaseTestCase {
          override func dependencies(_ values: inout DependencyValues) {
            values.date.now = Date(timeIntervalSince1970: 0)
            super.dependencies(&values)
          }
        }

        """)
    let movedBase = try #require(
      plan.files.first { $0.path == "Tests/AppTests/BaseTestCase.swift" })
    #expect(movedBase.newText?.contains("class BaseTestCase: DependenceTestCase {") == true)
    #expect(!plan.report.contains("not rewritten"))
  }
}
