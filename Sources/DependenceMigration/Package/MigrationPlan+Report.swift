extension MigrationPlan {
  /// Every edit the plan makes, as `path:line: old → new`, to make by hand.
  public var edits: [String] {
    files.flatMap { file -> [String] in
      guard let text = file.newText else { return [] }
      return LineDiff.edits(from: file.original, to: text).map { "\(file.path):\($0)" }
    }
  }

  /// The changes as `path:line: description` (or "Nothing to migrate" when there are none),
  /// then the steps "Left by hand" as `path:line: what (guide: section)`, at lines of the moved
  /// files (a change's line is the file's as written), then each file left
  /// alone as `path: left alone: message`, then the dependencies not read for swift-dependencies
  /// (``unreadDependencies``).
  public var report: String {
    guard !isNothingToMigrate else {
      return "Nothing to migrate: this package does not use swift-dependencies or swift-clocks.\n"
    }
    var changes: [String] = []
    var steps: [String] = []
    var unparsable: [String] = []
    for file in files {
      switch file.result {
      case .success(let migration):
        changes += migration.changes.map { "\(file.path):\($0.line): \($0.description)" }
        steps += migration.leftByHand.map {
          "\(file.path):\($0.line): \($0.what) (guide: \($0.section))"
        }
      case .failure(let error):
        unparsable.append("\(file.path): left alone: \(error.message)")
      }
    }
    var sections = [changes.isEmpty ? ["Nothing to migrate: no file would change."] : changes]
    if !steps.isEmpty { sections.append(["Left by hand, at lines of the moved files:"] + steps) }
    if !unparsable.isEmpty { sections.append(unparsable) }
    if !unreadDependencies.isEmpty {
      sections.append([
        "Not checked: the graph resolved in this package's .build does not hold these dependencies, so they were not read: \(unreadDependencies.joined(separator: ", ")). If one of them depends on swift-dependencies, names may be ambiguous after the move, and the package may not build: `dependence-migrate` resolves the graph first (`PackageMigration.plan(packageRoot:dependence:resolvingIn:)`), and writes nothing where a dependency must move first."
      ])
    }
    return sections.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n")
  }

  /// The changed lines of each changed file, in a unified-diff-like form: `--- a/path`,
  /// `+++ b/path`, then hunks headed `@@ line N @@`.
  public var diff: String {
    guard !isNothingToMigrate else { return "" }
    return files.compactMap { file -> String? in
      guard let text = file.newText else { return nil }
      let lines =
        ["--- a/\(file.path)", "+++ b/\(file.path)"] + LineDiff.hunks(from: file.original, to: text)
      return lines.joined(separator: "\n") + "\n"
    }.joined()
  }
}

extension MigrationPlan {
  /// The Swift files, not the manifests, whose lines the move adds or removes (an import it adds,
  /// a repeated wait it drops, methods it writes for a client), by path: an issue reported below
  /// such a line is at another line after the move, and a test that matches an issue's line no
  /// longer finds it.
  public var filesWhoseLinesMove: [String] {
    files.compactMap { file in
      guard !ManifestFiles.isManifest(file.path), let text = file.newText,
        text.split(separator: "\n", omittingEmptySubsequences: false).count
          != file.original.split(separator: "\n", omittingEmptySubsequences: false).count
      else {
        return nil
      }
      return file.path
    }
  }
}
