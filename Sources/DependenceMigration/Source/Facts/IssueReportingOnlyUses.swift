import SwiftSyntax

/// What a file writes of swift-issue-reporting that this package has no counterpart of, beside
/// its names (``IssueReportingMigration/names``): the module's own name as a qualifier
/// (`IssueReporting.reportIssue(…)`, as a type with a `reportIssue` method of its own writes the
/// global one), and a reporter list (`withErrorReporting("…", to: [.runtimeWarning]) { … }`).
///
/// A file that imports swift-dependencies alone reached them through its re-export; after the
/// move it needs `import IssueReporting` as for those names.
enum IssueReportingOnlyUses {
  /// The functions both libraries declare that swift-issue-reporting's alone give reporters,
  /// with the argument label of the reporters.
  static let reporterArguments: [String: String] = ["withErrorReporting": "to"]

  /// What `file` writes of them, as a report names it: `IssueReporting`,
  /// `withErrorReporting(_:to:)`. `bareNames` are the file's bare names (``BareNameUses``),
  /// `declared` its declarations.
  static func found(
    in file: SourceFileSyntax, bareNames: Set<String>, declared: Set<String>
  ) -> Set<String> {
    var found: Set<String> = []
    if bareNames.contains(ModuleNames.issueReporting),
      !declared.contains(ModuleNames.issueReporting)
    {
      found.insert(ModuleNames.issueReporting)
    }
    for token in file.tokens(viewMode: .sourceAccurate) {
      guard let label = reporterArguments[token.text],
        let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        let call = reference.parent?.as(FunctionCallExprSyntax.self),
        call.arguments.contains(where: { $0.label?.text == label })
      else {
        continue
      }
      found.insert("\(token.text)(_:\(label):)")
    }
    return found
  }
}
