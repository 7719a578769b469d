import SwiftSyntax

/// swift-issue-reporting's names that swift-dependencies re-exported and this package does not
/// declare (it has `reportIssue`, `unimplemented`, `withErrorReporting`, `withIssueContext` and
/// `IssueSeverity`), and those both declare, in a file that imports `IssueReporting`.
///
/// Finds ``names`` (`IssueReporter`, `TestContext`, …) in a file that imports swift-dependencies
/// and not `IssueReporting`, and `withExpectedIssue` with a message, which `DependenceTesting`'s
/// treats differently. Finds too, in a file that imports swift-dependencies and `IssueReporting`,
/// or `XCTestDynamicOverlay`, or gets that import here, a bare call of `reportIssue`,
/// `withErrorReporting` or `withIssueContext` and the type `IssueSeverity`, which both libraries
/// declare.
///
/// Rewrites the first by adding `import IssueReporting` after the file's last top-level import
/// of this package, or after the last one of each `#if` clause that imports it, with its
/// access level, or, in a file that sees swift-dependencies through its package's re-exports,
/// after its last top-level import (``SourceFacts/addsIssueReportingImport``,
/// `SourceFileSyntax.importAnchors`); the manifest migration gives the
/// file's target the product. Adds `import DependenceTesting` in the same places to a file that
/// calls `withExpectedIssue` and sees swift-dependencies through its package's re-exports alone
/// (``SourceFacts/addsExpectedIssueImport``): the re-export carries `Dependence` after the move,
/// which does not declare it. Rewrites the shared names qualified by `IssueReporting`: before
/// the move they were swift-issue-reporting's, whose reporters (`withIssueReporters`, an
/// `IssueReporter` of the app's) saw the reports, and whose context reached them; this
/// package's `reportIssue` would win the overload and bypass them, and `IssueSeverity` would be
/// ambiguous.
///
/// Leaves by hand each import where no such import fills its lines, and
/// `withExpectedIssue("message")`, whose message must now appear in a reported issue
/// (swift-issue-reporting's only described it); its `isIntermittent:` means the same here.
///
/// ```swift
/// import Dependencies                         // → import Dependence
///                                             //   import IssueReporting
/// if TestContext.current == nil { reportIssue("…") }  // → IssueReporting.reportIssue("…")
/// ```
final class IssueReportingMigration: SourceFileMigration {
  /// swift-issue-reporting's names that this package does not declare, by their spelling.
  static let names: Set<String> = [
    "IssueReporter", "IssueReporters", "withIssueReporters", "TestContext", "UnimplementedFailure",
  ]
  /// The functions both libraries declare with the same meaning.
  static let sharedFunctions: Set<String> = [
    "reportIssue", "withErrorReporting", "withIssueContext",
  ]
  /// The type both libraries declare.
  static let sharedType = "IssueSeverity"
  static let addTheImport =
    "is swift-issue-reporting's, which came with swift-dependencies: add `import IssueReporting` to this file (its target gets `.product(name: \"IssueReporting\", package: \"xctest-dynamic-overlay\")`)"

  static let expectedMessage =
    "`withExpectedIssue`'s message must now appear in the text of an issue the body reports; swift-issue-reporting's only described the issue: keep it if it does, or remove it"

  static let addTheTestingImport =
    "`withExpectedIssue` is `DependenceTesting`'s here; swift-dependencies re-exported swift-issue-reporting's: add `import DependenceTesting` to this file"

  let facts: SourceFacts
  /// The imports the migration added: `IssueReporting`, `DependenceTesting`.
  private(set) var addedImports: Set<String> = []

  init(facts: SourceFacts) {
    self.facts = facts
  }

  /// Whether the names both libraries declare are swift-issue-reporting's in this file: it
  /// imports that library itself, or `XCTestDynamicOverlay`, which re-exports it, or gets the
  /// import here.
  private var keepsIssueReportings: Bool {
    facts.importsSwiftDependencies
      && (!facts.imported.isDisjoint(with: ModuleNames.issueReportingModules)
        || facts.addsIssueReportingImport)
  }

  func edits(inEdited file: EditedSource) -> SourceEdits {
    var made = SourceEdits()
    let used = facts.issueReportingNamesUsed.sorted()
    if facts.addsIssueReportingImport,
      let added = file.addingImport(
        ModuleNames.issueReporting, after: file.tree.importAnchors,
        description:
          "added import IssueReporting: \(used.map { "`\($0)`" }.joined(separator: ", ")) \(used.count == 1 ? "is" : "are") swift-issue-reporting's, which swift-dependencies re-exported"
      )
    {
      made.edits += added.edits
      made.changes += added.changes
      addedImports.insert(ModuleNames.issueReporting)
    }
    if addsTestingImport(to: file.tree),
      let added = file.addingImport(
        "DependenceTesting", after: file.tree.importAnchors,
        description:
          "added import DependenceTesting: `withExpectedIssue` is that module's here, and swift-dependencies re-exported swift-issue-reporting's"
      )
    {
      made.edits += added.edits
      made.changes += added.changes
      addedImports.insert("DependenceTesting")
    }
    return made
  }

  /// Whether the file, as edited, still needs `import DependenceTesting` for
  /// `withExpectedIssue` (``SourceFacts/addsExpectedIssueImport``); a test that advances its
  /// target's clocks may have got it already.
  private func addsTestingImport(to tree: SourceFileSyntax) -> Bool {
    facts.addsExpectedIssueImport && !ImportedModules(tree).modules.contains("DependenceTesting")
  }

  /// The step for a file where ``edits(inEdited:)`` could not add `import DependenceTesting`
  /// (its imports share a line).
  func manualSteps(in file: ParsedFile) -> [ManualStep] {
    guard addsTestingImport(to: file.tree) else { return [] }
    return [ManualStep(line: 1, what: Self.addTheTestingImport, section: GuideSection.imports)]
  }

  func rename(_ node: DeclReferenceExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    let name = node.baseName.text
    guard Self.sharedFunctions.contains(name), node.argumentNames == nil, node.isCalledName,
      keepsIssueReportings, !node.seesLocalDeclaration(of: name)
    else {
      return nil
    }
    renaming.record(node, "\(name) → IssueReporting.\(name): \(whyIssueReportings)")
    return node.qualified(by: ModuleNames.issueReporting)
  }

  func rename(_ node: IdentifierTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax? {
    guard node.name.text == Self.sharedType, keepsIssueReportings,
      !facts.declared.contains(Self.sharedType)
    else {
      return nil
    }
    renaming.record(
      node, "IssueSeverity → IssueReporting.IssueSeverity: \(whyIssueReportings)")
    return node.qualified(by: ModuleNames.issueReporting)
  }

  /// Why a shared name stays swift-issue-reporting's, naming the module of it the file imports.
  private var whyIssueReportings: String {
    let module =
      facts.imported.contains("XCTestDynamicOverlay") && !facts.addsIssueReportingImport
      ? "XCTestDynamicOverlay" : ModuleNames.issueReporting
    return
      "the file imports \(module), whose reporters and context saw it before the move; both libraries declare it"
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
    guard Self.names.contains(name), facts.addsIssueReportingImport,
      !addedImports.contains(ModuleNames.issueReporting)
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
      facts.imported.isDisjoint(with: ModuleNames.issueReportingModules),
      !facts.addsIssueReportingImport
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
