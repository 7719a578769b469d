import SwiftParser
import SwiftSyntax

/// A Swift file parsed without errors, with the means to name a node's line.
struct ParsedFile {
  let tree: SourceFileSyntax
  private let converter: SourceLocationConverter

  private init(tree: SourceFileSyntax) {
    self.tree = tree
    self.converter = SourceLocationConverter(fileName: "", tree: tree)
  }

  /// Parses `text`, or names its first syntax error.
  static func parse(_ text: String) -> Result<ParsedFile, UnparsableFile> {
    checked(Parser.parse(source: text))
  }

  /// `tree`, parsed already, or its first syntax error.
  static func checked(_ tree: SourceFileSyntax) -> Result<ParsedFile, UnparsableFile> {
    guard tree.hasError else { return .success(ParsedFile(tree: tree)) }
    let finder = FirstSyntaxError()
    finder.walk(tree)
    let file = ParsedFile(tree: tree)
    guard let error = finder.error else {
      return .failure(UnparsableFile(message: "line 1: the file does not parse"))
    }
    let line = file.line(of: error.node)
    return .failure(UnparsableFile(message: "line \(line): \(error.description)"))
  }

  /// The 1-based line where `node` starts, past its leading trivia.
  func line(of node: some SyntaxProtocol) -> Int {
    node.startLocation(converter: converter).line
  }
}

/// Finds the first missing token or unexpected code in source order.
private final class FirstSyntaxError: SyntaxVisitor {
  var error: (node: Syntax, description: String)?

  init() {
    super.init(viewMode: .all)
  }

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    record(Syntax(node), "unexpected code '\(node.trimmedDescription)'")
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    if token.presence == .missing {
      let text = token.text
      if text.hasPrefix("<#"), text.hasSuffix("#>") {
        record(Syntax(token), "expected \(text.dropFirst(2).dropLast(2))")
      } else {
        record(Syntax(token), text.isEmpty ? "expected more code" : "expected '\(text)'")
      }
    }
    return .skipChildren
  }

  private func record(_ node: Syntax, _ description: String) {
    if error == nil {
      error = (node, description)
    }
  }
}
