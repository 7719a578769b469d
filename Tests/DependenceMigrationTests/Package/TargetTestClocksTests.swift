import DependenceMigration
import Foundation
import Testing

/// A test file that advances a `TestClock` its target makes in another file, and names none
/// itself, gets deterministic scheduling and the import it needs, like one that names it.
@Suite struct TargetTestClocksTests {
  static let manifest = """
    // swift-tools-version: 6.2
    import PackageDescription
    let package = Package(
      name: "Timers",
      platforms: [.macOS(.v14)],
      dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
      ],
      targets: [
        .target(name: "Timers", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
        .testTarget(name: "TimersTests", dependencies: ["Timers"]),
        .testTarget(name: "OtherTests", dependencies: ["Timers"]),
      ]
    )

    """

  static let fixture = """
    import Dependencies

    @testable import Timers

    struct StopwatchFixture {
      let clock = TestClock()
    }

    """

  /// The shape a real package had: the fixture names the clock, the tests only advance it.
  static let tests = """
    import Testing

    @testable import Timers

    struct FixtureTests {
      @Test func advances() async {
        let fixture = StopwatchFixture()
        await fixture.clock.advance(by: .seconds(3))
      }

      @Test func advancesSomethingElse() async {
        var game = Game()
        game.advance()
      }
    }

    """

  @Test func theTestGetsTheTraitAndTheFileTheImport() throws {
    let package = try TemporaryPackage([
      "Package.swift": Self.manifest,
      "Sources/Timers/Game.swift": "struct Game { mutating func advance() {} }\n",
      "Tests/TimersTests/Fixture.swift": Self.fixture,
      "Tests/TimersTests/FixtureTests.swift": Self.tests,
      // Another target, whose `clock` is not a TestClock.
      "Tests/OtherTests/OtherTests.swift": Self.tests,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let moved = try #require(plan.files.first { $0.path == "Tests/TimersTests/FixtureTests.swift" })
    #expect(
      moved.newText
        == Self.tests
        .replacing("import Testing\n", with: "import Testing\nimport DependenceTesting\n")
        .replacing("@Test func advances()", with: "@Test(.deterministicScheduling) func advances()")
    )
    #expect(plan.report.contains("added import DependenceTesting"))
    let other = try #require(plan.files.first { $0.path == "Tests/OtherTests/OtherTests.swift" })
    #expect(other.newText == nil)
    let manifest = try #require(plan.files.first { $0.path == "Package.swift" }?.newText)
    #expect(
      manifest.contains(
        #"name: "TimersTests", dependencies: ["Timers", .product(name: "DependenceTesting""#))

    try plan.apply()
    let again = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    #expect(again.files.allSatisfy { $0.newText == nil })
  }

  /// `import Dependencies` becomes `DependenceTesting` there, as where the file names the clock;
  /// an XCTest method's body is wrapped.
  @Test func anImportOfDependenciesBecomesTheTestingOne() throws {
    let tests = """
      import Dependencies
      import XCTest

      final class WatchTests: XCTestCase {
        var fixture: StopwatchFixture!

        func testTicks() async {
          await fixture.clock.advance(by: .seconds(1))
        }
      }

      """
    let package = try TemporaryPackage([
      "Package.swift": Self.manifest,
      "Tests/TimersTests/Fixture.swift": Self.fixture,
      "Tests/TimersTests/WatchTests.swift": tests,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let moved = try #require(plan.files.first { $0.path == "Tests/TimersTests/WatchTests.swift" })
    #expect(
      moved.newText == """
        import DependenceTesting
        import XCTest

        final class WatchTests: XCTestCase {
          var fixture: StopwatchFixture!

          func testTicks() async {
            await withDeterministicScheduling {
              await fixture.clock.advance(by: .seconds(1))
            }
          }
        }

        """)
    #expect(!plan.report.contains("added import"))
  }

  /// A test-support library's clock counts for the tests that use it.
  @Test func aClockOfATestSupportLibraryCounts() throws {
    let package = try TemporaryPackage([
      "Package.swift": Self.manifest,
      "Sources/TimersTestSupport/Fixture.swift": Self.fixture.replacing(
        "struct StopwatchFixture {\n  let clock",
        with: "public struct StopwatchFixture {\n  public let clock"),
      "Tests/TimersTests/FixtureTests.swift": Self.tests,
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let moved = try #require(plan.files.first { $0.path == "Tests/TimersTests/FixtureTests.swift" })
    #expect(moved.newText?.contains("@Test(.deterministicScheduling) func advances()") == true)
    #expect(moved.newText?.contains("import DependenceTesting\n") == true)
  }

  /// A helper that hands its clock to a closure: the closure's `clock` counts by its name,
  /// where the target or a library names `TestClock`.
  @Test func aClockAHelperHandsToAClosureCounts() throws {
    let tests = """
      import Testing

      @testable import Timers

      @Test func answers() async {
        await withTestClock { clock in
          await clock.advance(by: .seconds(1))
        }
      }

      """
    let package = try TemporaryPackage([
      "Package.swift": Self.manifest,
      "Sources/TimersTestSupport/Helper.swift": """
      import Dependencies

      public func withTestClock(_ body: (TestClock<Duration>) async -> Void) async {
        await body(TestClock())
      }

      """,
      "Tests/TimersTests/AnswerTests.swift": tests,
      "Tests/OtherTests/AnswerTests.swift": tests.replacing(
        "withTestClock", with: "withOtherClock"),
    ])
    defer { package.remove() }
    let plan = try PackageMigration.plan(packageRoot: package.root, dependence: .path("../d"))
    let moved = try #require(plan.files.first { $0.path == "Tests/TimersTests/AnswerTests.swift" })
    #expect(moved.newText?.contains("@Test(.deterministicScheduling) func answers()") == true)
    let other = try #require(plan.files.first { $0.path == "Tests/OtherTests/AnswerTests.swift" })
    #expect(other.newText?.contains("@Test(.deterministicScheduling) func answers()") == true)
  }
}
