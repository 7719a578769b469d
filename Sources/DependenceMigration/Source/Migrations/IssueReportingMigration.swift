import SwiftSyntax

/// swift-issue-reporting's names that swift-dependencies re-exported and this package does not
/// declare (it has `reportIssue`, `unimplemented` and `withErrorReporting`).
///
/// Finds `IssueReporter`, `IssueReporters`, `withIssueReporters` and
/// `withIssueContext` in a file that imports swift-dependencies and not `IssueReporting`.
///
/// Rewrites nothing: the file needs swift-issue-reporting itself.
///
/// Leaves by hand each use, with the import to add; the manifest migration then gives the
/// file's target the product.
struct IssueReportingMigration: SourceFileMigration {
  /// The names, by their spelling.
  static let names: Set<String> = [
    "IssueReporter", "IssueReporters", "withIssueReporters", "withIssueContext",
  ]
  static let addTheImport =
    "is swift-issue-reporting's, which came with swift-dependencies: add `import IssueReporting` to this file, then run the command again, which gives its target `.product(name: \"IssueReporting\", package: \"xctest-dynamic-overlay\")`"

  let facts: SourceFacts

  /// A step for each of ``names`` written as a type or a value.
  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    if let type = node.as(IdentifierTypeSyntax.self) {
      return step(type, name: type.name.text, in: file)
    }
    guard let reference = node.as(DeclReferenceExprSyntax.self) else { return [] }
    return step(reference, name: reference.baseName.text, in: file)
  }

  private func step(_ node: some SyntaxProtocol, name: String, in file: ParsedFile)
    -> [ManualStep]
  {
    guard Self.names.contains(name), facts.importsSwiftDependencies,
      !facts.imported.contains(ModuleNames.issueReporting)
    else {
      return []
    }
    return [file.step(at: node, "`\(name)` \(Self.addTheImport)", GuideSection.beforeFirstBuild)]
  }
}
