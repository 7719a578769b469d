import SwiftSyntax

/// The targets the migration could not give `DependenceTesting`, which their migrated files
/// import: a target with no `dependencies:`, or a file with no known target (such as one whose
/// name is not a literal) when no target names the product, so that its own cannot; one step
/// for each target.
///
/// "give the target of Tests/DTests/T.swift, which now imports DependenceTesting,
/// `.product(name: \"DependenceTesting\", package: \"dependence\")`", at the target, or at the
/// `Package` call.
struct DependenceTestingSteps: ManifestStepFinder {
  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
    let namesTesting = manifest.analysis.productNames.contains("DependenceTesting")
    let identity = SwiftLiteral.quoted(manifest.dependence.identity)
    return manifest.analysis.targets.unreachable(
      manifest.needs.testingFiles, unknown: !namesTesting
    )
    .map { path, node in
      manifest.step(
        node,
        "give the target of \(path), which now imports DependenceTesting, `.product(name: \"DependenceTesting\", package: \(identity))`",
        GuideSection.beforeFirstBuild)
    }
  }
}
