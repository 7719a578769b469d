import Testing

@testable import DependenceMigration

/// The files whose target could not get the swift-issue-reporting products they import.
@Suite struct IssueReportingStepsTests {
  @Test func oneStepForEachFileInTheOrderOfTheirPaths() throws {
    let manifest = """
      let package = Package(
        name: "A",
        targets: [
          .target(name: "A"),
          .target(name: "B", dependencies: []),
        ]
      )
      """
    let needs = SourceNeeds(issueReportingFiles: [
      "Sources/Gone/G.swift": ["IssueReporting"],
      "Sources/B/B.swift": ["IssueReporting"],
      "Sources/A/A.swift": ["XCTestDynamicOverlay", "IssueReporting"],
    ])
    let steps = try manifestSteps(
      in: manifest, spelling: [], targets: [IssueReportingSteps()], needs: needs)
    #expect(steps.map(\.line) == [1, 4])
    #expect(
      steps.map(\.what) == [
        "give the target of Sources/Gone/G.swift `.product(name: \"IssueReporting\", package: \"xctest-dynamic-overlay\")`, which swift-dependencies brought, and the package line `\(ManifestNames.issueReportingDeclaration)` if none names it",
        "give the target of Sources/A/A.swift `.product(name: \"IssueReporting\", package: \"xctest-dynamic-overlay\")` and `.product(name: \"XCTestDynamicOverlay\", package: \"xctest-dynamic-overlay\")`, which swift-dependencies brought, and the package line `\(ManifestNames.issueReportingDeclaration)` if none names it",
      ])
  }

  /// swift-dependencies' users give targets swift-issue-reporting through helpers; a product
  /// the manifest already names is not asked for, and the package is named as declared.
  @Test func asksOnlyForWhatTheManifestDoesNotNameAndNamesThePackageAsDeclared() throws {
    let manifest = """
      let package = Package(
        name: "A",
        dependencies: [.package(url: "https://github.com/pointfreeco/swift-issue-reporting", from: "1.4.0")],
        targets: [
          .feature("Logging"),
          .target(name: "B"),
        ]
      )
      extension Target {
        static func feature(_ name: String) -> Target {
          .target(name: name, dependencies: [.product(name: "IssueReporting", package: "swift-issue-reporting")])
        }
      }
      """
    let needs = SourceNeeds(issueReportingFiles: [
      "Sources/Logging/L.swift": ["IssueReporting"],
      "Sources/B/B.swift": ["IssueReporting", "XCTestDynamicOverlay"],
    ])
    let steps = try manifestSteps(
      in: manifest, spelling: [], targets: [IssueReportingSteps()], needs: needs)
    #expect(
      steps.map(\.what) == [
        "give the target of Sources/B/B.swift `.product(name: \"XCTestDynamicOverlay\", package: \"swift-issue-reporting\")`, which swift-dependencies brought"
      ])
  }
}
