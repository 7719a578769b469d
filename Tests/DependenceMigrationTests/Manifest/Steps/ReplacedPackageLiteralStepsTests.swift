import Foundation
import Testing

@testable import DependenceMigration

/// A literal naming a replaced package outside its package line.
@Suite struct ReplacedPackageLiteralStepsTests {
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
    #expect(
      migration.text.contains(#".package(path: "../dependence")]"#), "the package line is added")
    #expect(
      migration.leftByHand.map(\.what) == [
        #""pointfreeco/swift-dependencies" declares swift-dependencies through a helper: declare this package instead, `.package(path: "../dependence")`"#
      ])
  }

  @Test func namesEachLiteralByWhatItNames() throws {
    let manifest = """
      let dependencies = "swift-dependencies"
      let clocks = "Swift-Clocks"
      let location = "https://github.com/pointfreeco/swift-clocks.git"
      let other = "swift-dependencies-additions"
      let package = Package(
        name: "A", dependencies: [.package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0")])
      """
    let steps = try manifestSteps(in: manifest, spelling: [ReplacedPackageLiteralSteps()])
    #expect(steps.map(\.line) == [1, 2, 3])
    #expect(
      steps.map(\.section) == [
        GuideSection.movedPackage, GuideSection.imports, GuideSection.movedPackage,
      ])
    #expect(
      steps[1].what.hasPrefix(
        #""Swift-Clocks" names a product whose name is not a string literal beside it: in a test target"#
      ))
    #expect(
      steps[2].what
        == #""https://github.com/pointfreeco/swift-clocks.git" declares swift-clocks through a helper: remove it once no target names `Clocks`"#
    )
  }

  /// A product whose package a helper's default argument names gives the command no literal
  /// to see this package by: following the step must leave a manifest that declares it, so the
  /// step replaces the package line where nothing else declares this package, and removes it
  /// where something does (trial H: "remove" left "unknown package").
  @Test(arguments: [
    (
      #".package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")"#,
      "swift-dependencies",
      #"replace swift-dependencies' package line with `.package(path: "../dependence")`"#
    ),
    (
      #".package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"), .package(path: "../dependence")"#,
      "swift-dependencies", "remove swift-dependencies' package line"
    ),
    (
      #".package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0")"#,
      "swift-clocks",
      #"replace swift-clocks' package line with `.package(path: "../dependence")`"#
    ),
    (
      #".package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"), .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1")"#,
      "swift-clocks", "remove swift-clocks' package line"
    ),
  ])
  func saysWhatBecomesOfThePackageLine(packages: String, named: String, then: String) throws {
    let manifest = """
      func pointfree(_ product: String, _ package: String = "\(named)") -> Target.Dependency {
        .product(name: product, package: package)
      }
      let package = Package(name: "A", dependencies: [\(packages)])
      """
    let steps = try manifestSteps(in: manifest, spelling: [ReplacedPackageLiteralSteps()])
    #expect(steps.count == 1)
    #expect(steps.first?.what.hasSuffix("; then \(then)") == true, "\(steps)")
  }
}
