import DependenceMigration
import Foundation
import Testing

/// What the manifest builds at run time, which no rewrite reads.
@Suite struct RuntimeNameStepsTests {
  @Test func leavesNothingOfAManifestThatBuildsNamesAtRunTimeAndSaysWhatToWrite() {
    let manifest = """
      // swift-tools-version: 6.0
      import PackageDescription

      let package = Package(name: "A", platforms: [.macOS("26.0")], targets: [.target(name: "A")])
      for (repository, products) in [("dependencies", ["Dependencies"])] {
        package.dependencies.append(
          .package(url: "https://github.com/pointfreeco/swift-\\(repository)", from: "1.0.0"))
        for product in products {
          package.targets[0].dependencies.append(.product(name: product, package: "swift-\\(repository)"))
        }
      }

      """
    let migration = migratedManifest(manifest)
    #expect(migration.text == manifest)
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        #"5: "Dependencies" is read at run time as a product: if it names swift-dependencies' or swift-clocks' product, `"Dependencies"` → `"Dependence"` of package `"dependence"`"#,
        #"7: "https://github.com/pointfreeco/swift-\(repository)" builds a location of swift-dependencies or swift-clocks at run time: declare this package instead, `.package(path: "../dependence")`, and name its products by `"dependence"`"#,
      ])
  }
}
