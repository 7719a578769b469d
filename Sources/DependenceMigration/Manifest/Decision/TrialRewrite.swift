import SwiftSyntax

/// A rewrite of a manifest made only for what it tells a decision, never written: the analysis
/// of the tree it makes, and whether it gave a test target `IssueReportingTestSupport`.
struct TrialRewrite {
  /// The analysis of the rewritten manifest.
  let analysis: ManifestAnalysis
  /// Whether the rewrite gave a test target `IssueReportingTestSupport`.
  let gaveIssueReportingTestSupport: Bool

  /// Rewrites `file`, whose analysis is `original`, as `plan` says.
  init(
    of file: ParsedFile, analysis original: ManifestAnalysis, plan: ManifestPlan,
    dependence: PackageReference
  ) {
    let rewriter = ManifestRewriter(
      file: file, dependence: dependence, plan: plan, helpers: original.helpers)
    analysis = ManifestAnalysis(rewriter.rewrite(file.tree).cast(SourceFileSyntax.self))
    gaveIssueReportingTestSupport = rewriter.gaveIssueReportingTestSupport
  }
}
