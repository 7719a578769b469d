import SwiftSyntax

extension ParsedFile {
  /// The step `what`, explained in the guide's `section`, at the line of `node` in this file.
  func step(at node: some SyntaxProtocol, _ what: String, _ section: String) -> ManualStep {
    ManualStep(line: line(of: node), what: what, section: section)
  }
}
