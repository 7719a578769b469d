import Foundation

/// A line-by-line difference of two texts, from their longest common subsequence of lines.
enum LineDiff {
  /// A run of lines removed from the old text and added in their place.
  struct Hunk {
    /// The 1-based line of the old text where the hunk starts.
    var line: Int
    var removed: [Substring]
    var added: [Substring]
  }

  /// The hunks that turn `old` into `new`: for each, `@@ line N @@` with N the first old line
  /// it touches, then `-` lines removed and `+` lines added.
  static func hunks(from old: String, to new: String) -> [String] {
    changes(from: old, to: new).map { hunk in
      (["@@ line \(hunk.line) @@"] + hunk.removed.map { "-\($0)" } + hunk.added.map { "+\($0)" })
        .joined(separator: "\n")
    }
  }

  /// The edits that turn `old` into `new`, one line each: `N: old → new` for a line replaced,
  /// with ` ⏎ ` between lines of a longer hunk, `(nothing)` for no line.
  static func edits(from old: String, to new: String) -> [String] {
    changes(from: old, to: new).map { hunk in
      func text(_ lines: [Substring]) -> String {
        lines.isEmpty
          ? "(nothing)"
          : lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ⏎ ")
      }
      return "\(hunk.line): \(text(hunk.removed)) → \(text(hunk.added))"
    }
  }

  /// The line of `old` that line `line` of `new` was and, where the change wrote that line, the
  /// old lines its hunk replaced (empty where the hunk only added lines). A written line is the
  /// old line at the same place in its hunk (a hunk that rewrites lines one for one keeps their
  /// numbers), or the hunk's last old line past them.
  static func oldLine(ofNew line: Int, from old: String, to new: String) -> (
    line: Int, written: Range<Int>?
  ) {
    var offset = 0
    for hunk in changes(from: old, to: new) {
      let start = hunk.line + offset
      if line < start { break }
      if line < start + hunk.added.count {
        let replaced = hunk.line..<(hunk.line + hunk.removed.count)
        return (hunk.line + min(line - start, max(hunk.removed.count - 1, 0)), replaced)
      }
      offset += hunk.added.count - hunk.removed.count
    }
    return (line - offset, nil)
  }

  /// The hunks that turn `old` into `new`.
  static func changes(from old: String, to new: String) -> [Hunk] {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        common[i][j] =
          a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var hunks: [Hunk] = []
    var removed: [Substring] = []
    var added: [Substring] = []
    var start = 0
    func flush() {
      guard !removed.isEmpty || !added.isEmpty else { return }
      hunks.append(Hunk(line: start + 1, removed: removed, added: added))
      removed = []
      added = []
    }
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        flush()
        i += 1
        j += 1
        continue
      }
      if removed.isEmpty && added.isEmpty { start = i }
      if j < b.count, i == a.count || common[i][j + 1] >= common[i + 1][j] {
        added.append(b[j])
        j += 1
      } else {
        removed.append(a[i])
        i += 1
      }
    }
    flush()
    return hunks
  }
}
