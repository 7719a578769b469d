import DependenceMigration
import Foundation
import Synchronization
import Testing

/// `--build`: the package is built before the move and after it; where it built before and does
/// not after, every file goes back, and each error is set beside what the command did to its
/// file. `--test`: its tests run after each build too; where they passed before and fail after,
/// every file goes back, and the failures are named.
@Suite struct MigrationPlanProofTests {
  static let files = [
    "Package.swift": PackageMigrationTests.manifest,
    "Sources/App/App.swift": "import Dependencies\n\nlet a = 1\n",
    "Sources/App/Feed.swift":
      "import Dependencies\n\nfunc f() {\n  @Dependency(\\.mainQueue) var mainQueue\n}\n",
    "Sources/App/Plain.swift": "let b = 2\n",
  ]

  /// A builder that answers `outcomes` in turn, and counts its builds.
  final class Builds: Sendable {
    private let state: Mutex<[PackageBuilder.Outcome]>

    init(_ outcomes: [PackageBuilder.Outcome]) { state = Mutex(outcomes) }

    var builder: PackageBuilder {
      PackageBuilder { _ in self.state.withLock { $0.removeFirst() } }
    }

    var left: Int { state.withLock(\.count) }
  }

  @Test func keepsTheMoveThatBuilds() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let builds = Builds([.init(succeeded: true, output: ""), .init(succeeded: true, output: "")])
    #expect(
      try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: builds.builder)
        == .built)
    #expect(builds.left == 0)
    #expect(try package.read("Sources/App/App.swift") == "import Dependence\n\nlet a = 1\n")
  }

  @Test func restoresEveryFileAndNamesTheStepAndTheChangesBehindEachError() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let root = package.root.path
    let output = """
      [3/9] Compiling App Feed.swift
      \(root)/Sources/App/Feed.swift:4:17: error: value of type 'DependencyValues' has no member 'mainQueue'
      \(root)/Sources/App/Feed.swift:4:17: error: value of type 'DependencyValues' has no member 'mainQueue'
      \(root)/Sources/App/App.swift:3:9: error: cannot find 'x' in scope
      \(root)/Sources/App/Plain.swift:1:9: error: something else
      """
    let builds = Builds([
      .init(succeeded: true, output: ""), .init(succeeded: false, output: output),
    ])
    let proof = try plan.apply(
      loadingWith: ManifestLoader { _ in nil }, provingWith: builds.builder)
    #expect(
      proof
        == .broke([
          "Sources/App/Feed.swift:4: error: value of type 'DependencyValues' has no member 'mainQueue'\n    at a step left by hand: `\\.mainQueue` is not built in: declare its key, or use a clock (guide: One-line replacements)",
          "Sources/App/App.swift:3: error: cannot find 'x' in scope\n    the changes to this file: line 1: import Dependencies → import Dependence",
          "Sources/App/Plain.swift:1: error: something else\n    the command did not change this file: the cause is in the changes to the files it uses or to the manifest",
        ]))
    #expect(try package.read("Sources/App/App.swift") == "import Dependencies\n\nlet a = 1\n")
    #expect(try package.read("Package.swift") == PackageMigrationTests.manifest)
  }

  /// The move merged two imports into one line (`Clocks` and `DependenciesTestSupport` both
  /// become `DependenceTesting`), so the moved file's lines after it are one less than those on
  /// disk once the files are back: the error gives the line on disk.
  @Test func givesTheLinesOfTheFileAsItIsBackOnDisk() throws {
    var files = Self.files
    files["Tests/AppTests/AppTests.swift"] =
      "import Clocks\nimport DependenciesTestSupport\n\nlet t = _DependenciesTrai()\n"
    let package = try TemporaryPackage(files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let root = package.root.path
    let output = """
      \(root)/Tests/AppTests/AppTests.swift:3:9: error: cannot find '_DependenciesTrai' in scope
      \(root)/Tests/AppTests/AppTests.swift:1:8: error: no such module 'DependenceTesting'
      """
    let errors = try Self.errors(applying: plan, brokenWith: output)
    #expect(
      errors.map { $0.prefix { $0 != "\n" } } == [
        "Tests/AppTests/AppTests.swift:4: error: cannot find '_DependenciesTrai' in scope (line 3 of the moved file)",
        "Tests/AppTests/AppTests.swift:1: error: no such module 'DependenceTesting' (line 1 of the moved file, which the command wrote there)",
      ])
  }

  /// Two lines rewritten one for one keep their numbers: an error on the second is on that line
  /// of the file on disk, and set beside the change the command made there, not the one above.
  @Test func setsAnErrorOnARewrittenLineBesideTheChangeAtThatLine() throws {
    var files = Self.files
    files["Sources/App/Client.swift"] = """
      import Dependencies

      extension Client: TestDependencyKey {
        static let testValue = Client(
          a: unimplemented("Client.a", placeholder: 0),
          b: unimplemented("Client.b", placeholder: 1)
        )
      }

      @DependencyClient
      struct Client: Sendable { var a: @Sendable () -> Int = { 0 }; var b: @Sendable () -> Int = { 1 } }

      """
    let package = try TemporaryPackage(files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let output = """
      \(package.root.path)/Sources/App/Client.swift:6:6: error: something about b
      """
    let errors = try Self.errors(applying: plan, brokenWith: output)
    #expect(errors.count == 1)
    let lines = errors.first?.split(separator: "\n").map(String.init) ?? []
    #expect(lines.first?.hasPrefix("Sources/App/Client.swift:6: error: something about b") == true)
    #expect(lines.last?.hasPrefix("    what the command wrote there: line 6: ") == true, "\(lines)")
    #expect(lines.last?.contains("line 5") == false)
  }

  /// The errors the proof names when `plan`'s package built before the move and the build
  /// after printed `output` and failed; empty, with an issue, when the proof says otherwise.
  static func errors(applying plan: MigrationPlan, brokenWith output: String) throws -> [String] {
    let builds = Builds([
      .init(succeeded: true, output: ""), .init(succeeded: false, output: output),
    ])
    let proof = try plan.apply(
      loadingWith: ManifestLoader { _ in nil }, provingWith: builds.builder)
    guard case .broke(let errors) = proof else {
      Issue.record("expected the build to break: \(proof)")
      return []
    }
    return errors
  }

  /// An error at a path that a symbolic link makes (a helper in `Tests/Shared` linked into a test
  /// target's folder) is set beside the changes to the file it links to.
  @Test func explainsAnErrorAtALinkedPathByTheFileItLinksTo() throws {
    var files = Self.files
    files["Tests/Shared/Fakes.swift"] = "import Dependencies\n\nlet calls = LockIsolated(0)\n"
    files["Tests/AppTests/AppTests.swift"] = "import Testing\n"
    let package = try TemporaryPackage(files)
    defer { package.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: package.root.appendingPathComponent("Tests/AppTests/Fakes.swift").path,
      withDestinationPath: "../Shared/Fakes.swift")
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let output = """
      \(package.root.path)/Tests/AppTests/Fakes.swift:4:5: error: cannot find 'x' in scope
      """
    let errors = try Self.errors(applying: plan, brokenWith: output)
    #expect(errors.count == 1)
    #expect(errors.first?.contains("the changes to this file:") == true)
    #expect(errors.first?.contains("did not change this file") == false)
  }

  /// The builds resolve the graph: a move that is undone puts `Package.resolved` back too, or
  /// removes the one the builds wrote where the package had none.
  @Test(arguments: ["{ \"pins\": [\"swift-dependencies\"] }\n", nil])
  func putsPackageResolvedBackWithTheFiles(pins: String?) throws {
    var files = Self.files
    files["Package.resolved"] = pins
    let package = try TemporaryPackage(files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let outcomes = Builds([
      .init(succeeded: true, output: ""),
      .init(succeeded: false, output: "\(package.root.path)/Sources/App/App.swift:3:9: error: x"),
    ])
    let resolving = PackageBuilder { root in
      try? "{ \"pins\": [] }\n".write(
        to: root.appendingPathComponent("Package.resolved"), atomically: true, encoding: .utf8)
      return outcomes.builder.build(root)
    }
    let proof = try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: resolving)
    guard case .broke = proof else {
      Issue.record("expected the build to break: \(proof)")
      return
    }
    #expect((try? package.read("Package.resolved")) == pins)
  }

  @Test func writesThePackageThatDidNotBuildBeforeAndSaysSo() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let builds = Builds([
      .init(succeeded: false, output: "x.swift:1:1: error: broken\nmore"),
      .init(succeeded: false, output: "y.swift:2:1: error: still broken"),
    ])
    #expect(
      try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: builds.builder)
        == .didNotBuildBefore(
          ["x.swift:1:1: error: broken"], after: .doesNotBuild(["y.swift:2:1: error: still broken"])
        ))
    #expect(builds.left == 0)
    #expect(try package.read("Sources/App/App.swift") == "import Dependence\n\nlet a = 1\n")
  }

  /// A package whose dependency moved first does not build until it moves too: the proof says
  /// what the move gives, builds and tests.
  @Test func saysWhatAPackageThatDidNotBuildBeforeDoesAfterTheMove() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let passing = PackageBuilder.Outcome(succeeded: true, output: "")
    let broken = PackageBuilder.Outcome(succeeded: false, output: "x.swift:1:1: error: broken")
    let steps = BuildsAndRuns(builds: [broken, passing], runs: [passing])
    #expect(
      try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: steps.builder)
        == .didNotBuildBefore(["x.swift:1:1: error: broken"], after: .passes))
    #expect(steps.builds.left == 0 && steps.runs.left == 0)
  }

  @Test func aPackageWithoutTestsIsProvedByItsBuild() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let passing = PackageBuilder.Outcome(succeeded: true, output: "")
    let noTests = PackageBuilder.Outcome(
      succeeded: false, output: "error: no tests found; create a target in the 'Tests' directory")
    let steps = BuildsAndRuns(builds: [passing, passing], runs: [noTests])
    #expect(
      try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: steps.builder)
        == .builtWithoutTests)
    #expect(steps.builds.left == 0 && steps.runs.left == 0)
  }

  /// `--test`: builds answer `builds`, test runs `runs`, each in turn.
  final class BuildsAndRuns: Sendable {
    let builds: Builds
    let runs: Builds

    init(builds: [PackageBuilder.Outcome], runs: [PackageBuilder.Outcome]) {
      self.builds = Builds(builds)
      self.runs = Builds(runs)
    }

    var builder: PackageBuilder {
      PackageBuilder(build: builds.builder.build, test: runs.builder.build)
    }
  }

  @Test func keepsTheMoveWhoseTestsPass() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let passing = PackageBuilder.Outcome(succeeded: true, output: "")
    let steps = BuildsAndRuns(builds: [passing, passing], runs: [passing, passing])
    #expect(
      try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: steps.builder)
        == .passed(newWarnings: []))
    #expect(steps.builds.left == 0 && steps.runs.left == 0)
    #expect(try package.read("Sources/App/App.swift") == "import Dependence\n\nlet a = 1\n")
  }

  @Test func restoresEveryFileWhenTestsThatPassedBeforeFailAfterAndNamesTheFailures() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let root = package.root.path
    let passing = PackageBuilder.Outcome(succeeded: true, output: "")
    let failing = PackageBuilder.Outcome(
      succeeded: false,
      output: """
        Test Suite 'All tests' started
        ◇ Test run started.
        ↳ Testing Library Version: 6.3.1
        \(root)/Tests/AppTests/A.swift:9: error: ATests.testA : XCTAssertEqual failed: ("1") is not equal to ("2")
        ✘ Test b() recorded an issue at B.swift:3:5: Expectation failed
        ↳ A TestClock saw no progress: give the test .deterministicScheduling
        Executed 2 tests, with 1 failure (0 unexpected)
        """)
    let steps = BuildsAndRuns(builds: [passing, passing], runs: [passing, failing])
    let proof = try plan.apply(
      loadingWith: ManifestLoader { _ in nil }, provingWith: steps.builder)
    #expect(
      proof
        == .testsFailed([
          #"Tests/AppTests/A.swift:9: error: ATests.testA : XCTAssertEqual failed: ("1") is not equal to ("2")"#,
          "✘ Test b() recorded an issue at B.swift:3:5: Expectation failed",
          "↳ A TestClock saw no progress: give the test .deterministicScheduling",
        ]))
    #expect(try package.read("Sources/App/App.swift") == "import Dependencies\n\nlet a = 1\n")
    #expect(try package.read("Package.swift") == PackageMigrationTests.manifest)
  }

  @Test func writesTheMoveOfAPackageWhoseTestsFailedBeforeAndSaysSo() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let passing = PackageBuilder.Outcome(succeeded: true, output: "")
    let failing = PackageBuilder.Outcome(succeeded: false, output: "x.swift:1: error: T.t : failed")
    let steps = BuildsAndRuns(builds: [passing, passing], runs: [failing, passing])
    #expect(
      try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: steps.builder)
        == .testsFailedBefore(["x.swift:1: error: T.t : failed"], after: .passes))
    #expect(steps.runs.left == 0)
    #expect(try package.read("Sources/App/App.swift") == "import Dependence\n\nlet a = 1\n")
  }

  @Test func runsNoTestsAfterABuildThatBroke() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let passing = PackageBuilder.Outcome(succeeded: true, output: "")
    let broken = PackageBuilder.Outcome(succeeded: false, output: "y.swift:1:1: error: gone")
    let steps = BuildsAndRuns(builds: [passing, broken], runs: [passing, passing])
    guard
      case .broke = try plan.apply(
        loadingWith: ManifestLoader { _ in nil }, provingWith: steps.builder)
    else {
      Issue.record("a build that broke was not reported as such")
      return
    }
    #expect(steps.runs.left == 1, "the tests ran before the move only")
    #expect(try package.read("Sources/App/App.swift") == "import Dependencies\n\nlet a = 1\n")
  }

  @Test func buildsNothingWhereNothingIsWritten() throws {
    let package = try TemporaryPackage(["Package.swift": "// swift-tools-version: 6.0\n"])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root)
    let builds = Builds([])
    #expect(try plan.apply(provingWith: builds.builder) == .nothingWritten)
  }
}
