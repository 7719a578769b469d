import SwiftSyntax

/// What one migration's edit stage does to a file: the text edits, and the changes they make,
/// with the file's lines.
struct SourceEdits {
  /// The edits, against the tree the stage was given.
  var edits: [SourceEdit] = []
  /// The changes the edits make.
  var changes: [Change] = []
}
