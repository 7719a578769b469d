import DependenceMigration
import Foundation
import Synchronization
import Testing

/// `--build`: the package is built before the move and after it; where it built before and does
/// not after, every file goes back, and each error is set beside what the command did to its
/// file.
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
      try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: builds.builder) == .built)
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
    let builds = Builds([.init(succeeded: true, output: ""), .init(succeeded: false, output: output)])
    let proof = try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: builds.builder)
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

  @Test func writesThePackageThatDidNotBuildBeforeAndSaysSo() throws {
    let package = try TemporaryPackage(Self.files)
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let builds = Builds([.init(succeeded: false, output: "x.swift:1:1: error: broken\nmore")])
    #expect(
      try plan.apply(loadingWith: ManifestLoader { _ in nil }, provingWith: builds.builder)
        == .didNotBuildBefore(["x.swift:1:1: error: broken"]))
    #expect(builds.left == 0, "no build after: it would prove nothing")
    #expect(try package.read("Sources/App/App.swift") == "import Dependence\n\nlet a = 1\n")
  }

  @Test func buildsNothingWhereNothingIsWritten() throws {
    let package = try TemporaryPackage(["Package.swift": "// swift-tools-version: 6.0\n"])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root)
    let builds = Builds([])
    #expect(try plan.apply(provingWith: builds.builder) == .nothingWritten)
  }
}
