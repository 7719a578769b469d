import Foundation
import Testing

@testable import DependenceMigration

/// Each section a step names after "guide: " is a heading of the migration guide, so a reader
/// finds it there.
@Suite struct GuideSectionTests {
  /// The guide, in the documentation catalog of `Dependence`.
  static let guide = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("../../../Sources/Dependence/Dependence.docc")
    .appendingPathComponent("MigratingFromSwiftDependencies.md")
    .standardizedFileURL

  @Test(arguments: GuideSection.all)
  func namesAHeadingOfTheGuide(_ section: String) throws {
    let text = try String(contentsOf: Self.guide, encoding: .utf8)
    let headings = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0.hasPrefix("#") }
      .map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces) }
    #expect(headings.contains(section))
  }
}
