import SwiftSyntax

/// The files whose target the migration could not give the swift-issue-reporting products they
/// import, which swift-dependencies brought: a file with no known target, or a target with no
/// `dependencies:`; one step for each file, in the order of their paths.
///
/// "give the target of Sources/A/Client.swift `.product(name: \"IssueReporting\", package:
/// \"xctest-dynamic-overlay\")`, which swift-dependencies brought, and the package line … if none
/// names it", at the target, or at the `Package` call.
struct IssueReportingSteps: ManifestStepFinder {
  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
    let targets = manifest.analysis.targets
    return manifest.needs.issueReportingFiles.sorted { $0.key < $1.key }.compactMap {
      path, modules in
      let target = targets.target(of: path)
      guard target?.hasDependencies != true, let node = target?.node ?? targets.package else {
        return nil
      }
      let products = modules.sorted().map {
        "`.product(name: \(SwiftLiteral.quoted($0)), package: \"xctest-dynamic-overlay\")`"
      }
      return manifest.step(
        node,
        "give the target of \(path) \(products.joined(separator: " and ")), which swift-dependencies brought, and the package line `\(ManifestNames.issueReportingDeclaration)` if none names it",
        GuideSection.beforeFirstBuild)
    }
  }
}
