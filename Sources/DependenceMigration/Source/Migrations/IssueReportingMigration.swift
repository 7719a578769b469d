import SwiftSyntax

/// swift-issue-reporting's names that swift-dependencies re-exported and this package does not
/// declare (it has `reportIssue`, `unimplemented`, `withErrorReporting` and `withIssueContext`).
///
/// Finds `IssueReporter`, `IssueReporters` and `withIssueReporters` in a file that imports
/// swift-dependencies and not `IssueReporting`, and `withExpectedIssue` with a message, which
/// `DependenceTesting`'s treats differently. Finds too a bare `withIssueContext` in a file that
/// imports swift-dependencies and `IssueReporting`, where both libraries declare it.
///
/// Rewrites that `withIssueContext` to `Dependence.withIssueContext`: the `reportIssue` calls in
/// its operation are this package's (see ``SwiftDependenciesSymbols``), and only its context
/// reaches them.
///
/// Leaves by hand each use of the others, with the import to add; the manifest migration then
/// gives the file's target the product. Leaves by hand `withExpectedIssue("message")`, whose
/// message must now appear in a reported issue (swift-issue-reporting's only described it); its
/// `isIntermittent:` means the same here.
struct IssueReportingMigration: SourceFileMigration {
  /// The names, by their spelling.
  static let names: Set<String> = ["IssueReporter", "IssueReporters", "withIssueReporters"]
  /// The name both libraries declare with the same signature.
  static let issueContext = "withIssueContext"
  static let addTheImport =
    "is swift-issue-reporting's, which came with swift-dependencies: add `import IssueReporting` to this file, then run the command again, which gives its target `.product(name: \"IssueReporting\", package: \"xctest-dynamic-overlay\")`"

  static let expectedMessage =
    "`withExpectedIssue`'s message must now appear in the text of an issue the body reports; swift-issue-reporting's only described the issue: keep it if it does, or remove it"

  let facts: SourceFacts

  func rename(_ node: DeclReferenceExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard facts.importsSwiftDependencies, facts.imported.contains(ModuleNames.issueReporting),
      !facts.declared.contains(Self.issueContext), node.isNamed(Self.issueContext),
      !node.isMemberName, node.isCalledName
    else {
      return nil
    }
    renaming.record(
      node,
      "withIssueContext → Dependence.withIssueContext: both libraries declare it, and the reports in it are this package's"
    )
    return node.qualified(by: "Dependence")
  }

  /// A step for each of ``names`` written as a type or a value, and for a `withExpectedIssue`
  /// call that gives a message.
  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    if let call = node.as(FunctionCallExprSyntax.self) {
      return expectedIssueSteps(call, in: file)
    }
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

  private func expectedIssueSteps(_ call: FunctionCallExprSyntax, in file: ParsedFile)
    -> [ManualStep]
  {
    guard
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        == "withExpectedIssue",
      facts.importsSwiftDependencies,
      facts.imported.isDisjoint(with: ModuleNames.issueReportingModules)
    else {
      return []
    }
    guard let message = call.arguments.first, message.label == nil,
      message.expression.as(ClosureExprSyntax.self) == nil
    else {
      return []
    }
    return [file.step(at: message, Self.expectedMessage, GuideSection.oneLine)]
  }
}
