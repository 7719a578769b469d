import SwiftSyntax

/// The `// swift-tools-version:` comment that opens a manifest.
struct ToolsVersion {
  /// The version's major and minor numbers.
  let major: Int
  let minor: Int

  /// The version from which `.macOS(.v26)` and its siblings exist; before it, a manifest writes
  /// `.macOS("26.0")`.
  static let platformMembers = ToolsVersion(major: 6, minor: 2)
  /// The version from which a manifest can name `.visionOS`.
  static let visionOS = ToolsVersion(major: 5, minor: 9)

  init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// The version of the comment that opens `tree`, when it is the first of its trivia.
  init?(opening tree: SourceFileSyntax) {
    guard case .lineComment(let comment)? = tree.leadingTrivia.first else { return nil }
    self.init(comment: comment)
  }

  /// Reads a comment such as `// swift-tools-version: 5.9` or `//swift-tools-version:6.0.1`.
  init?(comment: String) {
    guard comment.hasPrefix("//") else { return nil }
    let body = comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }
    let prefix = "swift-tools-version:"
    guard body.lowercased().hasPrefix(prefix) else { return nil }
    let version = body.dropFirst(prefix.count).drop { $0 == " " || $0 == "\t" }
      .prefix { $0.isNumber || $0 == "." }
    let numbers = version.split(separator: ".").map { Int($0) }
    guard numbers.count >= 2, let major = numbers[0], let minor = numbers[1] else { return nil }
    self.init(major: major, minor: minor)
  }

  /// Whether this version is older than `other`.
  func isOlder(than other: ToolsVersion) -> Bool {
    (major, minor) < (other.major, other.minor)
  }
}
