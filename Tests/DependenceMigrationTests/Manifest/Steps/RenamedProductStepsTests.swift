import Foundation
import Testing

@testable import DependenceMigration

/// A product named as swift-dependencies' whose package the migration cannot read.
@Suite struct RenamedProductStepsTests {
  @Test func reportsAProductListItCannotSee() {
    let manifest = """
      // swift-tools-version: 6.2
      import PackageDescription
      let shared: [Target.Dependency] = [.product(name: "Dependencies", package: deps)]
      let deps = "swift-dependencies"
      let package = Package(name: "A", platforms: [.macOS(.v26)], targets: [.target(name: "A", dependencies: shared)])
      """
    let migration = migratedManifest(manifest)
    #expect(migration.text == manifest)
    #expect(
      migration.leftByHand.map(\.line) == [3, 4])
  }

  @Test func saysWhatToWriteIfThePackageIsSwiftDependencies() throws {
    let manifest = """
      let package = Package(name: "A", targets: [
        .target(name: "A", dependencies: [.product(name: "DependenciesMacros", package: deps)]),
        .target(name: "B", dependencies: [.product(name: "Dependencies", package: "other")]),
        .target(name: "C", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
      ])
      """
    let steps = try manifestSteps(in: manifest, spelling: [RenamedProductSteps()])
    #expect(
      steps.map { "\($0.line): \($0.what)" } == [
        #"2: if deps is swift-dependencies: `.product(name: "DependenciesMacros", package: deps)` → `.product(name: "DependenceMacros", package: "dependence")`"#,
        #"3: if "other" is swift-dependencies: `.product(name: "Dependencies", package: "other")` → `.product(name: "Dependence", package: "dependence")`"#,
      ])
  }
}
