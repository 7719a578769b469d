import SwiftSyntax

/// The targets the migration could not give `DependenceTesting`, which their migrated files
/// import: a target with no `dependencies:`, or a file with no known target (such as one whose
/// name is not a literal) when no target names the product, so that its own cannot, unless it
/// is a test file, whose test target a move gives it; one step for each target.
///
/// "give the target of Tests/DTests/T.swift, which now imports DependenceTesting,
/// `.product(name: \"DependenceTesting\", package: \"dependence\")`", at the target, or at the
/// `Package` call.
struct DependenceTestingSteps: ManifestStepFinder {
  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
    // A target that names it as written, or gets it for its files; not every test target,
    // which gets it in a move whatever its files import.
    let namesTesting =
      !manifest.written.productNames.isDisjoint(
        with: ["DependenceTesting", "DependenciesTestSupport", ModuleNames.clocks])
      || manifest.plan.addedProducts.values.contains {
        $0.contains { $0.name == "DependenceTesting" }
      }
    // A test file's target is a test target, which a move gives the product.
    let files = manifest.needs.testingFiles.filter {
      manifest.plan.scope != .replacedPackages || !manifest.needs.testFiles.contains($0)
        || manifest.analysis.targets.target(of: $0) != nil
    }
    let identity = SwiftLiteral.quoted(manifest.dependence.identity)
    return manifest.analysis.targets.unreachable(files, unknown: !namesTesting)
      .map { path, node in
        manifest.step(
          node,
          "give the target of \(path), which now imports DependenceTesting, `.product(name: \"DependenceTesting\", package: \(identity))`",
          GuideSection.beforeFirstBuild)
      }
  }
}
