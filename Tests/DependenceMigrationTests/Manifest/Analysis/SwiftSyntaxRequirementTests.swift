import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import DependenceMigration

/// A manifest's requirement on swift-syntax, read from its `.package(url:…)` call, and whether
/// it leaves a version this package's macros build with.
@Suite struct SwiftSyntaxRequirementTests {
  /// The requirement of the one `.package` call of `dependency`.
  static func requirement(_ dependency: String) -> SwiftSyntaxRequirement? {
    let survey = ManifestSurvey(Parser.parse(source: "let dependencies = [\(dependency)]\n"))
    return survey.swiftSyntaxRequirements.first
  }

  static let url = #"url: "https://github.com/swiftlang/swift-syntax.git""#

  @Test(arguments: [
    (#"from: "509.0.0""#, "509.0.0..<510.0.0", false),
    (#"from: "600.0.1""#, "600.0.1..<601.0.0", true),
    (#""509.0.0"..<"605.0.0""#, "509.0.0..<605.0.0", true),
    (#""509.0.0"..<"600.0.0""#, "509.0.0..<600.0.0", false),
    (#""509.0.0"..."600.0.0""#, "509.0.0...600.0.0", true),
    (#""604.0.0"..<"605.0.0""#, "604.0.0..<605.0.0", false),
    (#"exact: "510.0.3""#, "510.0.3...510.0.3", false),
    (#"exact: "603.0.1""#, "603.0.1...603.0.1", true),
    (#".upToNextMajor(from: "602.0.0")"#, "602.0.0..<603.0.0", true),
    (#".upToNextMinor(from: "510.0.1")"#, "510.0.1..<510.1.0", false),
    (#".exact("600.0.0-prerelease-2024-06-12")"#, "600.0.0...600.0.0", true),
  ])
  func readsTheVersionsAWrittenRequirementAccepts(
    _ written: String, _ versions: String, _ meetsAccepted: Bool
  ) throws {
    let requirement = try #require(Self.requirement(".package(\(Self.url), \(written))"))
    #expect(requirement.description == versions)
    #expect(requirement.meetsAccepted == meetsAccepted)
  }

  @Test(arguments: [
    #".package(url: "https://github.com/swiftlang/swift-syntax", branch: "main")"#,
    #".package(url: "https://github.com/swiftlang/swift-syntax", revision: "fa58dec")"#,
    #".package(url: "https://github.com/swiftlang/swift-syntax", syntaxVersions)"#,
    #".package(url: "https://github.com/apple/swift-log", from: "1.0.0")"#,
  ])
  func readsNoRequirementTheSyntaxDoesNotShow(_ dependency: String) {
    #expect(Self.requirement(dependency) == nil)
  }

  /// The range the command checks against is the one this package's manifest declares.
  @Test func acceptsWhatThisPackagesManifestAccepts() throws {
    let manifest = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../../../Package.swift").standardized
    let survey = ManifestSurvey(
      Parser.parse(source: try String(contentsOf: manifest, encoding: .utf8)))
    let own = try #require(survey.swiftSyntaxRequirements.first)
    #expect(survey.swiftSyntaxRequirements.count == 1)
    #expect(own.description == SwiftSyntaxConflict.accepted)
  }
}
