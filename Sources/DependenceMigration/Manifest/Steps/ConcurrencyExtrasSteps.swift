import SwiftSyntax

/// The targets the migration could not give `ConcurrencyExtras`, which their files need: a file
/// with no known target (unless the manifest as written names the product, in a helper that may
/// give it to that target, where the step could be wrong), or a target with no `dependencies:`;
/// one step for each target.
///
/// "give the target of Sources/Gone/C.swift `.product(name: \"ConcurrencyExtras\", package:
/// \"swift-concurrency-extras\")`, which swift-dependencies re-exported, and the package line …
/// if none names it", at the target, or at the `Package` call.
struct ConcurrencyExtrasSteps: ManifestStepFinder {
  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
    let namesProduct = manifest.written.productNames.contains(ModuleNames.concurrencyExtras)
    return manifest.analysis.targets.unreachable(
      manifest.needs.concurrencyExtrasFiles, unknown: !namesProduct
    ).map { path, node in
      manifest.step(
        node,
        "give the target of \(path) `\(ManifestNames.concurrencyExtrasProduct)`, which swift-dependencies re-exported, and the package line `\(ManifestNames.concurrencyExtrasDeclaration)` if none names it",
        GuideSection.beforeFirstBuild)
    }
  }
}
