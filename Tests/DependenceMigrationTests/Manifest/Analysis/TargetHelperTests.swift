import SwiftParser
import Testing

@testable import DependenceMigration

/// The functions of a manifest that build a target, and the name each call's target gets.
@Suite struct TargetHelperTests {
  static func helpers(_ body: String) -> [String: TargetHelper] {
    TargetHelper.all(
      in: Parser.parse(
        source: "import PackageDescription\n"
          + "func make(_ module: String, deps: [Target.Dependency]) -> Target {\n  \(body)\n}\n"))
  }

  @Test(arguments: [
    (#".target(name: module, dependencies: deps)"#, "Feed", false),
    (
      #".testTarget(name: "\(module)Tests", dependencies: [.target(name: module)] + deps)"#,
      "FeedTests", true
    ),
    (#".testTarget(name: module + "Tests", dependencies: deps)"#, "FeedTests", true),
    (#".target(name: "App" + module, dependencies: deps)"#, "AppFeed", false),
  ])
  func namesTheTargetFromTheFirstArgumentAsTheBodyDoes(body: String, name: String, isTest: Bool) {
    let helper = Self.helpers(body)["make"]
    #expect(helper?.targetName(for: "Feed") == name)
    #expect(helper?.isTest == isTest)
  }

  /// A name the body makes otherwise cannot be told from the call: the function builds no
  /// target the migration knows, and a file of it gets a step.
  @Test(arguments: [
    #".target(name: module.lowercased(), dependencies: deps)"#,
    #".testTarget(name: "\(module)\(module)Tests", dependencies: deps)"#,
    #".testTarget(name: "Tests", dependencies: deps)"#,
    #"module.isEmpty ? .target(name: module) : .testTarget(name: module)"#,
  ])
  func aNameMadeOtherwiseIsNoHelper(body: String) {
    #expect(Self.helpers(body).isEmpty)
  }

  /// The products the body names, and, for a test target, those the move gives it, are the
  /// target's already: a call gains none of them.
  @Test func aTestTargetsBodyNamesTheTestSupport() {
    let helper = Self.helpers(
      #".testTarget(name: module, dependencies: [.product(name: "CustomDump", package: "swift-custom-dump")] + deps)"#
    )["make"]
    #expect(
      helper?.namedProducts == ["CustomDump", "DependenceTesting", "IssueReportingTestSupport"])
  }
}
