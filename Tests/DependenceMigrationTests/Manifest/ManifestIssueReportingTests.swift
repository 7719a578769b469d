import DependenceMigration
import Foundation
import Testing

/// swift-issue-reporting, which swift-dependencies brought into the graph, for the files that
/// import it.
@Suite struct ManifestIssueReportingTests {
  @Test func givesTheTargetOfAFileThatImportsIssueReportingItsProductAndPackage() throws {
    let manifest = """
      // swift-tools-version: 6.2
      import PackageDescription
      let package = Package(
        name: "A",
        platforms: [.macOS(.v26)],
        dependencies: [
          .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.0.0"),
        ],
        targets: [
          .target(name: "A", dependencies: [.product(name: "Dependencies", package: "swift-dependencies")]),
        ]
      )
      """
    let migration = try ManifestMigration.migrate(
      manifest, dependence: .path("../dependence"),
      issueReportingFiles: ["Sources/A/Client.swift": ["IssueReporting"]]
    ).get()
    #expect(
      migration.text.contains(
        #"[.product(name: "Dependence", package: "dependence"), .product(name: "IssueReporting", package: "xctest-dynamic-overlay")]"#
      ))
    #expect(
      migration.text.contains(
        #".package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0"),"#))
    #expect(migration.leftByHand == [])
  }
}
