import Testing

@testable import DependenceMigration

/// A product whose package no line declares.
@Suite struct MissingPackageStepsTests {
  @Test func saysToAddTheLineOfThisPackageOrOfSwiftIssueReporting() throws {
    let manifest = """
      let package = Package(
        name: "A",
        dependencies: [.package(url: "https://github.com/apple/swift-log", from: "1.0.0")],
        targets: [
          .target(name: "A", dependencies: [.product(name: "Dependence", package: "dependence")]),
          .testTarget(name: "ATests", dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")]),
          .target(name: "B", dependencies: [.product(name: "Logging", package: "swift-log")]),
        ]
      )
      """
    let steps = try manifestSteps(in: manifest, spelling: [MissingPackageSteps()])
    #expect(
      steps == [
        ManualStep(
          line: 5, what: #"add `.package(path: "../dependence")` to the package's dependencies"#,
          section: GuideSection.movedPackage),
        ManualStep(
          line: 6,
          what: "add `\(ManifestNames.issueReportingDeclaration)` to the package's dependencies",
          section: GuideSection.beforeFirstBuild),
      ])
  }

  @Test func aDeclaredPackageNeedsNoStep() throws {
    let manifest = """
      let package = Package(
        name: "A", dependencies: [.package(path: "../dependence")],
        targets: [.target(name: "A", dependencies: [.product(name: "Dependence", package: "dependence")])]
      )
      """
    #expect(try manifestSteps(in: manifest, spelling: [MissingPackageSteps()]).isEmpty)
  }
}
