import SwiftSyntax

/// swift-dependencies' module names in the code a package's own macro expands to.
///
/// Finds, in a file of a macro's implementation or of its expansion tests (one that imports
/// `SwiftSyntaxMacros`, `SwiftSyntaxBuilder`, `SwiftCompilerPlugin` or a macro test library),
/// `Dependencies.`, `DependenciesMacros.` and `DependenciesTestSupport.` written in a string
/// literal: `"extension \(type): Dependencies.DependencyKey {"`. After the move the package
/// that uses the macro imports this package's modules, and the expansion did not build.
///
/// Rewrites each as this package's module: `Dependence.`, `DependenceMacros.`,
/// `DependenceTesting.`.
///
/// Leaves nothing by hand.
struct MacroTemplateMigration: SourceFileMigration {
  /// The modules a macro's implementation or its expansion tests import.
  static let macroModules: Set<String> = [
    "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftCompilerPlugin",
    "SwiftSyntaxMacrosTestSupport", "SwiftSyntaxMacrosGenericTestSupport", "MacroTesting",
  ]
  /// swift-dependencies' modules, longest first, and what each becomes.
  private static let renamed: [(old: String, new: String)] = [
    ("DependenciesTestSupport", "DependenceTesting"), ("DependenciesMacros", "DependenceMacros"),
    ("Dependencies", "Dependence"),
  ]

  let facts: SourceFacts

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard !facts.imported.isDisjoint(with: Self.macroModules) else { return SourceEdits() }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var made = SourceEdits()
    for token in tree.tokens(viewMode: .sourceAccurate) {
      guard case .stringSegment(let text) = token.tokenKind else { continue }
      let found = Self.qualifiers(in: text)
      guard !found.isEmpty else { continue }
      let start = token.positionAfterSkippingLeadingTrivia
      made.append(
        found.map { offset, old, new in
          SourceEdit(
            range: start.advanced(by: offset)..<start.advanced(by: offset + old.utf8.count),
            replacement: new)
        }, at: token, in: converter,
        "\(found.map { "\($0.old). → \($0.new)." }.joined(separator: ", ")) in the code the macro expands to: the package that uses it imports dependence's modules"
      )
    }
    return made
  }

  /// Each module of swift-dependencies that qualifies a name in `text`, at its UTF-8 offset, and
  /// what it becomes: a whole word followed by a dot.
  static func qualifiers(in text: String) -> [(offset: Int, old: String, new: String)] {
    let bytes = Array(text.utf8)
    var found: [(offset: Int, old: String, new: String)] = []
    var index = 0
    while index < bytes.count {
      let startsWord = index == 0 || !Self.isIdentifierByte(bytes[index - 1])
      let match = Self.renamed.first { old, _ in
        let end = index + old.utf8.count
        return startsWord && end < bytes.count && bytes[end] == UInt8(ascii: ".")
          && bytes[index..<end].elementsEqual(old.utf8)
      }
      if let match {
        found.append((index, match.old, match.new))
        index += match.old.utf8.count
      } else {
        index += 1
      }
    }
    return found
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte >= 0x80
  }
}
