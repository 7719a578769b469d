import Foundation

/// The compiler's errors in a build's output, each set beside what the migration did to its file:
/// the step left by hand at its line, or the file's changes, or, for a file it did not change,
/// where to look instead.
struct BuildErrors {
  /// One `path:line:column: error: message` line of the output, its path relative to the root.
  struct Error: Equatable {
    let path: String
    let line: Int
    let message: String
  }

  /// The errors, each once, in the order the build printed them.
  let errors: [Error]

  /// Reads the errors of `output`, for a package at one of `roots` (absolute paths: the root as
  /// given and with its links resolved).
  init(_ output: String, roots: [String]) {
    var seen: Set<String> = []
    var errors: [Error] = []
    let prefixes = roots.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    let lines = output.split(separator: "\n")
    for (index, line) in lines.enumerated() {
      guard let range = line.range(of: ": error: ") else { continue }
      var location = line[..<range.lowerBound].split(separator: ":")
      var message = String(line[range.upperBound...])
      // An error in a macro's expansion names the expansion; the next line names the file and
      // line it was expanded from.
      if let macro = location.first, macro.hasPrefix("macro expansion "),
        lines.indices.contains(index + 1),
        let origin = Self.expansionOrigin(lines[index + 1])
      {
        message = "in the expansion of \(macro.dropFirst("macro expansion ".count)): \(message)"
        location = origin
      }
      guard location.count >= 2, let number = Int(location[1]),
        seen.insert("\(location[0]):\(number): \(message)").inserted
      else {
        continue
      }
      var path = String(location[0])
      if let prefix = prefixes.first(where: path.hasPrefix) { path.removeFirst(prefix.count) }
      errors.append(Error(path: path, line: number, message: message))
    }
    self.errors = errors
  }

  /// `path`, `line` and `column` of a line `` `- path:line:column: note: expanded code
  /// originates here ``, which follows an error in a macro's expansion.
  private static func expansionOrigin(_ line: Substring) -> [Substring]? {
    let note = ": note: expanded code originates here"
    guard line.hasPrefix("`- "), let range = line.range(of: note) else { return nil }
    return line[line.index(line.startIndex, offsetBy: 3)..<range.lowerBound].split(separator: ":")
  }

  /// Each error as `path:line: error: message`, then what the migration did there. The line is
  /// the file's as it is on disk again, after the files were put back; where the move had
  /// shifted it, or wrote it, the moved file's line follows in parentheses.
  func explained(by plan: MigrationPlan) -> [String] {
    errors.map { error in
      // A path a symbolic link makes is the file the plan wrote by another of its paths.
      let paths = [error.path] + (plan.aliases[error.path] ?? [])
      let file = plan.files.first { paths.contains($0.path) }
      var head = "\(error.path):\(error.line): error: \(error.message)"
      var wrote: (line: Int, hunk: Range<Int>)?
      if let file, let moved = file.newText {
        // The files are back as they were: the line is given as it is on disk again.
        let (line, written) = LineDiff.oldLine(ofNew: error.line, from: file.original, to: moved)
        wrote = written.map { (line, $0) }
        let at =
          written != nil
          ? "line \(error.line) of the moved file, which the command wrote there"
          : "line \(error.line) of the moved file"
        if written != nil || line != error.line {
          head = "\(error.path):\(line): error: \(error.message) (\(at))"
        }
      }
      guard let file, case .success(let migration) = file.result, file.newText != nil else {
        return head
          + "\n    the command did not change this file: the cause is in the changes to the files it uses or to the manifest"
      }
      if let step = migration.leftByHand.first(where: { $0.line == error.line }) {
        return head + "\n    at a step left by hand: \(step.what) (guide: \(step.section))"
      }
      if let wrote, let changes = Self.changes(writing: wrote, of: migration.changes) {
        return head + "\n    what the command wrote there: " + Self.describe(changes)
      }
      return head + "\n    the changes to this file: " + Self.describe(migration.changes)
    }
  }

  /// The changes that wrote an old line, which a hunk replaced: those recorded at that line,
  /// or else those in the hunk's lines (a change records the first line it touched; for lines
  /// only added, the lines around them); `nil` where none is.
  static func changes(writing wrote: (line: Int, hunk: Range<Int>), of changes: [Change])
    -> [Change]?
  {
    let atLine = changes.filter { $0.line == wrote.line }
    if !atLine.isEmpty { return atLine }
    let hunk =
      wrote.hunk.isEmpty ? (wrote.hunk.lowerBound - 1)..<(wrote.hunk.lowerBound + 1) : wrote.hunk
    let inHunk = changes.filter { hunk.contains($0.line) }
    return inHunk.isEmpty ? nil : inHunk
  }

  /// Changes as `line N: description`, joined by semicolons.
  static func describe(_ changes: [Change]) -> String {
    changes.map { "line \($0.line): \($0.description)" }.joined(separator: "; ")
  }
}
