import Foundation
import Testing

@testable import DependenceMigration

/// The list of names a moved file may find ambiguous stays the public types of this package
/// less those swift-dependencies 1.17.1 and its re-exports declared too.
@Suite struct DependenceOnlyNamesTests {
  /// The public types this package shares with swift-dependencies, swift-clocks and
  /// swift-issue-reporting: a file written against them meant these.
  static let shared: Set<String> = [
    "AnyClock", "AssertionEffect", "AssertionFailureEffect", "DateGenerator", "Dependency",
    "DependencyContext", "DependencyKey", "DependencyValues", "FireAndForget", "ImmediateClock",
    "IssueSeverity", "OpenURLEffect", "TestClock", "TestDependencyKey", "UUIDGenerator",
    "UnimplementedClock", "WithRandomNumberGenerator",
  ]

  @Test func listsEveryPublicTypeSwiftDependenciesDidNotDeclare() throws {
    let sources = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "../../../../Sources").standardized
    var declared: Set<String> = []
    for module in ["Dependence", "DependenceMacros", "DependenceTesting"] {
      let folder = sources.appending(path: module)
      let files = try #require(FileManager.default.enumerator(atPath: folder.path))
      for case let path as String in files
      where path.hasSuffix(".swift") && !path.contains(".docc/") {
        let text = try String(contentsOf: folder.appending(path: path), encoding: .utf8)
        for line in text.split(separator: "\n") {
          let words = line.split(separator: " ").map(String.init)
          guard let kind = words.firstIndex(where: Self.kinds.contains), kind > 0,
            words[..<kind].contains("public"), !line.hasPrefix(" "), !line.hasPrefix("/"),
            kind + 1 < words.count
          else { continue }
          declared.insert(
            String(words[kind + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
      }
    }
    #expect(!declared.isEmpty)
    #expect(declared.subtracting(Self.shared) == DependenceOnlyNames.all)
  }

  private static let kinds: Set<String> = [
    "struct", "enum", "class", "protocol", "typealias", "actor",
  ]
}
