import SwiftParser
import Testing

@testable import DependenceMigration

/// The tools version a manifest opens with, which decides how raised platforms are written.
@Suite struct ToolsVersionTests {
  @Test(arguments: [
    ("// swift-tools-version: 5.9\n", 5, 9), ("//swift-tools-version:6.0.1\n", 6, 0),
    ("// swift-tools-version:6.2\nimport PackageDescription\n", 6, 2),
  ])
  func readsTheCommentThatOpensTheManifest(_ manifest: String, _ major: Int, _ minor: Int) throws {
    let version = try #require(ToolsVersion(opening: Parser.parse(source: manifest)))
    #expect((version.major, version.minor) == (major, minor))
  }

  @Test(arguments: ["import PackageDescription\n", "\n// swift-tools-version: 5.9\n", "// tools\n"])
  func readsNoOtherOpening(_ manifest: String) {
    #expect(ToolsVersion(opening: Parser.parse(source: manifest)) == nil)
  }

  @Test func below62PlatformsAreNotMembers() {
    #expect(ToolsVersion(major: 6, minor: 1).isOlder(than: .platformMembers))
    #expect(!ToolsVersion(major: 6, minor: 2).isOlder(than: .platformMembers))
  }
}
