import DependenceMigration
import Foundation
import Testing

/// The graph resolved in another build folder, the scratch folder of the builds that prove a
/// move, is read as the package's `.build` would be.
@Suite struct GraphInBuildFolderTests {
  /// An app that reads swift-dependencies and a logging kit, by URL.
  static let app = [
    "App/Package.swift": PackagesToMoveFirstTests.manifest(naming: [
      "https://github.com/acme/swift-logging-kit",
      PackagesToMoveFirstTests.pointfree + "swift-dependencies",
    ]),
    "App/Sources/App/App.swift": "import Dependencies\n",
  ]

  /// Writes what `swift package resolve --scratch-path scratch` leaves of ``app``'s graph, whose
  /// logging kit depends on swift-dependencies: the checkouts and their state.
  static func writeResolvedGraph(in scratch: URL) throws {
    let pointfree = PackagesToMoveFirstTests.pointfree
    let files = [
      "checkouts/swift-logging-kit/Package.swift": PackagesToMoveFirstTests.manifest(
        naming: [pointfree + "swift-dependencies"]),
      "checkouts/swift-dependencies/Package.swift": PackagesToMoveFirstTests.manifest(naming: []),
      "workspace-state.json": PackagesToMoveFirstTests.workspaceState([
        PackagesToMoveFirstTests.checkout("https://github.com/acme/swift-logging-kit"),
        PackagesToMoveFirstTests.checkout(pointfree + "swift-dependencies"),
      ]),
    ]
    for (path, text) in files {
      let url = scratch.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  @Test func namesTheDependencyToMoveFirstFromTheGraphOfAnotherBuildFolder() throws {
    let workspace = try TemporaryPackage(Self.app)
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    let scratch = workspace.root.appendingPathComponent("scratch")
    try Self.writeResolvedGraph(in: scratch)

    let unread = try PackageMigration.plan(packageRoot: app, dependence: .path("../d"))
    #expect(unread.packagesToMoveFirst.isEmpty)
    #expect(unread.unreadDependencies == ["swift-logging-kit"])

    let plan = try PackageMigration.plan(
      packageRoot: app, dependence: .path("../d"), buildFolder: scratch)
    #expect(plan.packagesToMoveFirst.map(\.identity) == ["swift-logging-kit"])
    #expect(plan.unreadDependencies.isEmpty)
  }

  /// A package never resolved in its own `.build`: the plan the command makes resolves its
  /// graph in the scratch folder first, so a dependency by URL that keeps swift-dependencies is
  /// named to move first before anything is written, and `Package.resolved` stays as it was.
  @Test func anUnresolvedPackageIsResolvedFirstAndItsDependencyNamedToMoveFirst() throws {
    let workspace = try TemporaryPackage(Self.app)
    defer { workspace.remove() }
    let app = workspace.root.appendingPathComponent("App")
    let scratch = workspace.root.appendingPathComponent("scratch")
    var resolved: [URL] = []
    let plan = try PackageMigration.plan(
      packageRoot: app, dependence: .path("../d"), resolvingIn: scratch
    ) { root, scratchPath in
      resolved.append(scratchPath)
      try? Self.writeResolvedGraph(in: scratchPath)
      // SwiftPM writes the pins beside the manifest.
      try? "{}".write(
        to: root.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
      return PackageBuilder.Outcome(succeeded: true, output: "")
    }
    #expect(resolved == [scratch])
    #expect(plan.packagesToMoveFirst.map(\.identity) == ["swift-logging-kit"])
    #expect(plan.unreadDependencies.isEmpty)
    #expect(
      !FileManager.default.fileExists(atPath: app.appendingPathComponent("Package.resolved").path))
  }

  /// A package resolved in its own `.build` is read there, and not resolved again.
  @Test func aPackageResolvedInItsOwnBuildIsReadThere() throws {
    let package = try TemporaryPackage([
      "Package.swift": PackagesToMoveFirstTests.manifest(naming: [
        "https://github.com/acme/swift-logging-kit"
      ]),
      "Sources/App/App.swift": "import Dependencies\n",
    ])
    defer { package.remove() }
    try PackagesToMoveFirstTests.resolve(
      package.root,
      as: [PackagesToMoveFirstTests.checkout("https://github.com/acme/swift-logging-kit")])
    var calls = 0
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../d"),
      resolvingIn: package.root.appendingPathComponent("scratch")
    ) { _, _ in
      calls += 1
      return PackageBuilder.Outcome(succeeded: true, output: "")
    }
    #expect(calls == 0)
    #expect(plan.unreadDependencies.isEmpty)
  }

  /// A graph that does not resolve stops the plan with SwiftPM's errors, from the first on (the
  /// lines after it give the cause), and leaves `Package.resolved` as it was.
  @Test func aGraphThatDoesNotResolveStopsThePlanWithSwiftPMsErrors() throws {
    let package = try TemporaryPackage([
      "Package.swift": PackagesToMoveFirstTests.manifest(naming: [
        "https://github.com/acme/swift-logging-kit"
      ]),
      "Package.resolved": "pins as written\n",
      "Sources/App/App.swift": "import Dependencies\n",
    ])
    defer { package.remove() }
    let scratch = package.root.appendingPathComponent("scratch")
    let error = #expect(throws: UnresolvedGraph.self) {
      try PackageMigration.plan(
        packageRoot: package.root, dependence: .path("../d"), resolvingIn: scratch
      ) { root, _ in
        try? "changed".write(
          to: root.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
        return PackageBuilder.Outcome(
          succeeded: false,
          output: "Fetching https://github.com/acme/swift-logging-kit\n"
            + "error: Failed to clone repository https://github.com/acme/swift-logging-kit\n"
            + "'swift-logging-kit' 1.0.0 cannot be used because …\n")
      }
    }
    #expect(
      error?.errors == [
        "error: Failed to clone repository https://github.com/acme/swift-logging-kit",
        "'swift-logging-kit' 1.0.0 cannot be used because …",
      ])
    #expect(
      error?.message(building: false).contains(
        "so the command cannot read its dependencies to see whether one still uses swift-dependencies. Nothing was written. SwiftPM said:\nerror: Failed to clone repository"
      ) == true)
    #expect(
      try String(
        contentsOf: package.root.appendingPathComponent("Package.resolved"), encoding: .utf8)
        == "pins as written\n")
  }

  /// Where the manifests already refuse the move, a graph that does not resolve (for that same
  /// requirement, say) leaves the plan with the manifests' reason, which names the fix.
  @Test func aRefusalTheManifestsGiveOutlivesAGraphThatDoesNotResolve() throws {
    let package = try TemporaryPackage([
      "Package.swift": SwiftSyntaxConflictsTests.app(requiring: #"from: "509.0.0""#).replacing(
        "dependencies: [\n",
        with: "dependencies: [\n    .package(url: \"https://github.com/acme/swift-logging-kit\", "
          + "from: \"1.0.0\"),\n"),
      "Sources/App/App.swift": "import Dependencies\n",
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(
      packageRoot: package.root, dependence: .path("../d"),
      resolvingIn: package.root.appendingPathComponent("scratch")
    ) { _, _ in
      PackageBuilder.Outcome(
        succeeded: false, output: "error: no versions of 'swift-syntax' match the requirement\n")
    }
    #expect(plan.unreadDependencies == ["swift-logging-kit"])
    #expect(
      plan.swiftSyntaxConflicts.map(\.description) == [
        "Package.swift:8 accepts swift-syntax 509.0.0..<510.0.0"
      ])
  }
}
