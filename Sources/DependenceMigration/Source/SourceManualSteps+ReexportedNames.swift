import SwiftSyntax

extension SourceManualSteps {
  /// A step for `LockIsolated` and `UncheckedSendable`, which came from swift-concurrency-extras
  /// through swift-dependencies.
  func checkConcurrencyExtras(_ node: some SyntaxProtocol, name: String) {
    guard ["LockIsolated", "UncheckedSendable"].contains(name),
      reachesConcurrencyExtrasThroughDependencies
    else {
      return
    }
    let what =
      addedConcurrencyExtras
      ? "`\(name)` now comes from ConcurrencyExtras, imported for you; `Mutex` from `Synchronization` is the standard spelling"
      : "`\(name)`: `Mutex` from `Synchronization`, or import ConcurrencyExtras yourself"
    add(node, what, GuideSection.oneLine)
  }

  /// swift-issue-reporting's names that `Dependence` does not declare (it has `reportIssue` and
  /// `unimplemented`), which swift-dependencies re-exported.
  private static let issueReportingNames: Set<String> = [
    "withErrorReporting", "IssueReporter", "IssueReporters", "withIssueReporters",
    "withIssueContext",
  ]

  /// A step for a name of swift-issue-reporting that swift-dependencies re-exported and this
  /// package does not declare.
  func checkIssueReporting(_ node: some SyntaxProtocol, name: String) {
    guard Self.issueReportingNames.contains(name), importsSwiftDependencies,
      !imported.contains(ModuleNames.issueReporting)
    else {
      return
    }
    add(
      node,
      "`\(name)` is swift-issue-reporting's, which came with swift-dependencies: add `import IssueReporting` to this file, then run the command again, which gives its target `.product(name: \"IssueReporting\", package: \"xctest-dynamic-overlay\")`",
      GuideSection.beforeFirstBuild)
  }
}
