import DependenceMigration
import Foundation
import Testing

/// A dependency that keeps swift-dependencies in the resolved graph is found before anything is
/// written, from `.build/workspace-state.json` and the manifests of the graph's packages.
@Suite struct PackagesToMoveFirstTests {
  static let app = PackageMigrationTests.manifest.replacing(
    "dependencies: [\n    .package(",
    with: "dependencies: [\n    .package(path: \"../LoggingKit\"),\n    .package(")

  /// A manifest that names `urls` as its package dependencies.
  static func manifest(naming urls: [String]) -> String {
    "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(\n"
      + "  name: \"P\",\n  dependencies: [\n"
      + urls.map { "    .package(url: \"\($0)\", from: \"1.0.0\"),\n" }.joined()
      + "  ]\n)\n"
  }

  /// A workspace state that lists `packages`: (identity, kind, location, subpath, state).
  static func workspaceState(_ packages: [(String, String, String, String, String)]) -> String {
    let entries = packages.map { identity, kind, location, subpath, state in
      """
      {"basedOn": null, "packageRef": {"identity": "\(identity)", "kind": "\(kind)", \
      "location": "\(location)", "name": "\(identity)"}, "state": {"name": "\(state)"}, \
      "subpath": "\(subpath)"}
      """
    }
    return #"{"object": {"artifacts": [], "dependencies": ["#
      + entries.joined(separator: ", ") + #"]}, "version": 7}"#
  }

  static let pointfree = "https://github.com/pointfreeco/"

  /// A package resolved from `location` into a checkout, as ``workspaceState(_:)`` lists it: its
  /// identity is the last component of the location.
  static func checkout(_ location: String) -> (String, String, String, String, String) {
    let identity = String(location.split(separator: "/").last ?? "")
    return (identity, "remoteSourceControl", location, identity, "sourceControlCheckout")
  }

  /// Writes ``workspaceState(_:)`` of `packages` where SwiftPM leaves it for the package at `root`.
  static func resolve(
    _ root: URL, as packages: [(String, String, String, String, String)]
  ) throws {
    let build = root.appendingPathComponent(".build")
    try FileManager.default.createDirectory(at: build, withIntermediateDirectories: true)
    try workspaceState(packages).write(
      to: build.appendingPathComponent("workspace-state.json"), atomically: true, encoding: .utf8)
  }

  @Test func namesTheDependencyThatKeepsSwiftDependencies() throws {
    let workspace = try TemporaryPackage([
      "LoggingKit/Package.swift": Self.manifest(naming: [Self.pointfree + "swift-dependencies"]),
      "App/Package.swift": Self.app,
      "App/Sources/App/App.swift": "import Dependencies\n",
      "App/.build/checkouts/swift-dependencies/Package.swift": Self.manifest(naming: [
        Self.pointfree + "swift-clocks", Self.pointfree + "xctest-dynamic-overlay",
      ]),
      "App/.build/checkouts/swift-clocks/Package.swift": Self.manifest(naming: [
        Self.pointfree + "xctest-dynamic-overlay"
      ]),
      "App/.build/checkouts/xctest-dynamic-overlay/Package.swift": Self.manifest(naming: []),
    ])
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    let logging = workspace.root.appendingPathComponent("LoggingKit").path
    try Self.resolve(
      app,
      as: [
        ("loggingkit", "fileSystem", logging, "loggingkit", "fileSystem"),
        Self.checkout(Self.pointfree + "swift-dependencies"),
        Self.checkout(Self.pointfree + "swift-clocks"),
        Self.checkout(Self.pointfree + "xctest-dynamic-overlay"),
      ])

    let plan = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(
      plan.packagesToMoveFirst == [
        PackageToMoveFirst(
          identity: "loggingkit", location: logging, chain: ["loggingkit", "swift-dependencies"])
      ])
    #expect(plan.packagesToMoveFirst.first?.name == "LoggingKit")
    #expect(
      plan.packagesToMoveFirst.first?.description
        == "LoggingKit (\(logging)): loggingkit → swift-dependencies")
  }

  @Test func aChainThroughAnotherPackageIsNamedByTheRootsDependency() throws {
    let workspace = try TemporaryPackage([
      "App/Package.swift": Self.manifest(naming: [
        "https://github.com/example/analytics", Self.pointfree + "swift-dependencies",
      ]),
      "App/Sources/App/App.swift": "import Dependencies\n",
      "App/.build/checkouts/analytics/Package.swift": Self.manifest(naming: [
        "https://github.com/example/tracing.git"
      ]),
      "App/.build/checkouts/tracing/Package.swift": Self.manifest(naming: [
        Self.pointfree + "swift-clocks"
      ]),
      "App/.build/checkouts/swift-clocks/Package.swift": Self.manifest(naming: []),
      "App/.build/checkouts/swift-dependencies/Package.swift": Self.manifest(naming: [
        Self.pointfree + "swift-clocks"
      ]),
    ])
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    try Self.resolve(
      app,
      as: ["analytics", "tracing", "swift-clocks", "swift-dependencies"].map {
        Self.checkout("https://github.com/example/\($0)")
      })
    let plan = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(plan.packagesToMoveFirst.map(\.chain) == [["analytics", "tracing", "swift-clocks"]])
  }

  @Test func aGraphWhereOnlyTheReplacedPackagesNameThemHasNone() throws {
    let workspace = try TemporaryPackage([
      "App/Package.swift": Self.manifest(naming: [Self.pointfree + "swift-dependencies"]),
      "App/Sources/App/App.swift": "import Dependencies\n",
      "App/.build/checkouts/swift-dependencies/Package.swift": Self.manifest(naming: [
        Self.pointfree + "swift-clocks"
      ]),
      "App/.build/checkouts/swift-clocks/Package.swift": Self.manifest(naming: []),
    ])
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    try Self.resolve(
      app,
      as: ["swift-dependencies", "swift-clocks"].map {
        Self.checkout(Self.pointfree + $0)
      })
    #expect(try PackageMigration.plan(packageRoot: app).packagesToMoveFirst == [])
  }

  /// Once the dependency that re-exported swift-dependencies moved, the package names neither
  /// library, but links this one through it: its Apple platforms must reach 26 too. Where its
  /// files write this package's names through that re-export, its tests reach this package's
  /// code, and fail on its issues only with `DependenceTesting` linked (swift-dependencies
  /// failed them on its own): its test target gets it, with this package's line (trial H: a
  /// test that failed before the move passed after it).
  @Test(arguments: [
    ("import Dependencies\n", false), ("import Core\n\nlet a = 1\n", false),
    ("import Core\n\n@Dependency(\\.date) var date\n", true),
  ])
  func aPackageThatReachesDependenceThroughAMovedDependencyRaisesItsPlatforms(
    source: String, writesNames: Bool
  ) throws {
    let workspace = try TemporaryPackage([
      "Core/Package.swift": Self.manifest(naming: []).replacing(
        "dependencies: [\n", with: "dependencies: [\n    .package(path: \"../dependence\"),\n"),
      "App/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "App",
        platforms: [.macOS(.v12)],
        dependencies: [.package(path: "../Core")],
        targets: [
          .target(name: "App", dependencies: [.product(name: "Core", package: "Core")]),
          .testTarget(name: "AppTests", dependencies: ["App"]),
        ]
      )

      """,
      "App/Sources/App/App.swift": source,
      "App/Tests/AppTests/AppTests.swift": "import App\nimport XCTest\n",
    ])
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    let core = workspace.root.appendingPathComponent("Core").path
    try Self.resolve(app, as: [("core", "fileSystem", core, "core", "fileSystem")])
    let plan = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(plan.packagesToMoveFirst == [])
    let manifest = try #require(plan.files.first { $0.path == "Package.swift" }?.newText)
    #expect(manifest.contains(#"platforms: [.macOS("26.0")],"#))
    #expect(manifest.contains(#".package(path: "../Core")"#))
    let testing =
      #".testTarget(name: "AppTests", dependencies: ["App", .product(name: "DependenceTesting", package: "dependence")]),"#
    #expect(manifest.contains(testing) == writesNames)
    #expect(manifest.contains(#".package(path: "../dependence")"#) == writesNames)
  }

  /// The graph of an App whose only dependency, Settings, names swift-dependencies; the App's
  /// one file is `source`, and its manifest names no replaced package.
  static func reexportingGraph(source: String) throws -> (TemporaryPackage, URL) {
    let workspace = try TemporaryPackage([
      "Settings/Package.swift": Self.manifest(naming: [Self.pointfree + "swift-dependencies"]),
      "App/Package.swift": Self.manifest(naming: []).replacing(
        "dependencies: [\n", with: "dependencies: [\n    .package(path: \"../Settings\"),\n"),
      "App/Sources/App/App.swift": source,
      "App/.build/checkouts/swift-dependencies/Package.swift": Self.manifest(naming: []),
    ])
    let app = workspace.root.appendingPathComponent("App")
    let settings = workspace.root.appendingPathComponent("Settings").path
    try Self.resolve(
      app,
      as: [
        ("settings", "fileSystem", settings, "settings", "fileSystem"),
        Self.checkout(Self.pointfree + "swift-dependencies"),
      ])
    return (workspace, app)
  }

  /// Files that import only the dependency, and write `@Dependency` through its
  /// `@_exported import Dependencies`: the dependency moves first, as for a file that imports
  /// swift-dependencies itself.
  @Test func filesThatWriteItsNamesThroughAReexportNameTheDependencyToMoveFirst() throws {
    let (workspace, app) = try Self.reexportingGraph(
      source: "import Settings\n\nstruct Model {\n  @Dependency(\\.settings) var settings\n}\n")
    defer { workspace.remove() }
    let plan = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(plan.packagesToMoveFirst.map(\.identity) == ["settings"])
    #expect(
      plan.reexportedUse
        == MigrationPlan.ReexportedUse(path: "Sources/App/App.swift", name: "Dependency"))
    #expect(!plan.usesSwiftDependencies)
  }

  /// The same graph, with files that write none of its names: nothing to move first, and
  /// nothing to migrate.
  @Test func filesThatWriteNoneOfItsNamesHaveNothingToMoveFirst() throws {
    let (workspace, app) = try Self.reexportingGraph(
      source:
        "import Settings\n\n// Dependency injection by hand.\nstruct Model {\n  let settings: Settings\n}\n"
    )
    defer { workspace.remove() }
    let plan = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(plan.packagesToMoveFirst == [])
    #expect(plan.reexportedUse == nil)
    #expect(plan.isNothingToMigrate)
  }

  /// The same graph, with a package moved already: its files write `@Dependency` through
  /// `import Dependence`, and the dependency is no reason to refuse; nothing to migrate.
  @Test func aMovedPackagesFilesWriteThisPackagesNames() throws {
    let (workspace, app) = try Self.reexportingGraph(
      source:
        "import Dependence\nimport Settings\n\nstruct Model {\n  @Dependency(\\.date) var date\n}\n"
    )
    defer { workspace.remove() }
    let plan = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(plan.packagesToMoveFirst == [])
    #expect(plan.reexportedUse == nil)
    #expect(plan.isNothingToMigrate)
  }

  @Test func anUnresolvedPackageHasNone() throws {
    let package = try TemporaryPackage(PackageMigrationTests.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root)
    #expect(plan.packagesToMoveFirst == [])
    #expect(plan.unreadDependencies == [])
    #expect(!plan.report.contains("Not checked"))
  }

  /// Never resolved in its own `.build` (it builds in another scratch folder), the package's
  /// local dependencies are read from their folders, theirs too.
  @Test func anUnresolvedPackagesLocalDependencyIsReadFromItsFolder() throws {
    let workspace = try TemporaryPackage([
      "Core/Package.swift": Self.manifest(naming: [Self.pointfree + "swift-dependencies"]),
      "LoggingKit/Package.swift": Self.manifest(naming: [])
        .replacing(
          "dependencies: [\n", with: "dependencies: [\n    .package(path: \"../Core\"),\n"),
      "App/Package.swift": Self.app,
      "App/Sources/App/App.swift": "import Dependencies\n",
    ])
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    let plan = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(
      plan.packagesToMoveFirst == [
        PackageToMoveFirst(
          identity: "loggingkit", location: "../LoggingKit",
          chain: ["loggingkit", "core", "swift-dependencies"])
      ])
    #expect(plan.unreadDependencies == [])

    // Once Core and LoggingKit name none, nothing is to move first.
    for name in ["Core", "LoggingKit"] {
      try Self.manifest(naming: []).write(
        to: workspace.root.appendingPathComponent("\(name)/Package.swift"), atomically: true,
        encoding: .utf8)
    }
    let moved = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(moved.packagesToMoveFirst == [])
  }

  /// SwiftPM does not resolve the packages that only a dependency's test targets use: a local
  /// dependency whose tests alone link swift-dependencies keeps it out of the graph.
  @Test func aDependencyWhoseTestsAloneUseSwiftDependenciesHasNothingToMoveFirst() throws {
    let utils = { (testTargetOnly: Bool) in
      Self.manifest(naming: [Self.pointfree + "swift-dependencies"]).replacing(
        "  ]\n)\n",
        with: """
            ],
            targets: [
              .target(name: "Utils"\(testTargetOnly ? "" : ", dependencies: [.product(name: \"Dependencies\", package: \"swift-dependencies\")]")),
              .testTarget(name: "UtilsTests", dependencies: ["Utils", .product(name: "Dependencies", package: "swift-dependencies")]),
            ]
          )

          """)
    }
    let workspace = try TemporaryPackage([
      "LoggingKit/Package.swift": utils(true),
      "App/Package.swift": Self.app,
      "App/Sources/App/App.swift": "import Dependencies\n",
    ])
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    let plan = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(plan.packagesToMoveFirst == [])

    try utils(false).write(
      to: workspace.root.appendingPathComponent("LoggingKit/Package.swift"), atomically: true,
      encoding: .utf8)
    let linked = try PackageMigration.plan(packageRoot: app, dependence: .path("../dependence"))
    #expect(linked.packagesToMoveFirst.map(\.identity) == ["loggingkit"])
  }
}
