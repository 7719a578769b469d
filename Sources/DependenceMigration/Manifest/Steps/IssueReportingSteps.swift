import SwiftSyntax

/// The files whose target the migration could not give the swift-issue-reporting products they
/// import, which swift-dependencies brought: a file with no known target, or a target with no
/// `dependencies:`; one step for each file, in the order of their paths.
///
/// "give the target of Sources/A/Client.swift `.product(name: \"IssueReporting\", package:
/// \"xctest-dynamic-overlay\")`, which swift-dependencies brought, and the package line … if none
/// names it", at the target, or at the `Package` call.
///
/// A product the manifest as the user wrote it already names, anywhere (in a helper that gives
/// it to the target, say), is not asked for: the step could be wrong. The package is named by the identity
/// the manifest declares it under, `xctest-dynamic-overlay` or `swift-issue-reporting`.
struct IssueReportingSteps: ManifestStepFinder {
  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
    let targets = manifest.analysis.targets
    let written = manifest.written.productNames
    let declared = ManifestNames.issueReporting.first(
      where: manifest.analysis.survey.declaredPackages.contains)
    let package = declared ?? ManifestNames.issueReporting[0]
    return manifest.needs.issueReportingFiles.sorted { $0.key < $1.key }.compactMap {
      path, modules in
      let target = targets.target(of: path)
      let missing = modules.subtracting(written)
      guard target?.hasDependencies != true, !missing.isEmpty,
        let node = target?.node ?? targets.package
      else {
        return nil
      }
      let products = missing.sorted().map {
        "`.product(name: \(SwiftLiteral.quoted($0)), package: \(SwiftLiteral.quoted(package)))`"
      }
      let packageLine =
        declared == nil
        ? ", and the package line `\(ManifestNames.issueReportingDeclaration)` if none names it" : ""
      return manifest.step(
        node,
        "give the target of \(path) \(products.joined(separator: " and ")), which swift-dependencies brought\(packageLine)",
        GuideSection.beforeFirstBuild)
    }
  }
}
