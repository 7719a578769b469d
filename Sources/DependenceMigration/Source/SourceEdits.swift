import SwiftSyntax

/// What one migration's edit stage does to a file: the text edits, and the changes they make,
/// with the file's lines.
struct SourceEdits {
  /// The edits, against the tree the stage was given.
  var edits: [SourceEdit] = []
  /// The changes the edits make.
  var changes: [Change] = []
}

extension SourceEdits {
  /// Adds `edits`, and the change they make, described at the line where `node` starts.
  mutating func append(
    _ edits: [SourceEdit], at node: some SyntaxProtocol, in converter: SourceLocationConverter,
    _ description: String
  ) {
    self.edits += edits
    changes.append(
      Change(line: node.startLocation(converter: converter).line, description: description))
  }
}
