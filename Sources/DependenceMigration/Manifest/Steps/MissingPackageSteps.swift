import SwiftSyntax

/// A product of this package or of swift-issue-reporting whose package no line of the manifest
/// declares, as one the migration could not add it to (a list built at run time, say).
///
/// `.product(name: "Dependence", package: "dependence")` with no such line → "add
/// `.package(path: "../dependence")` to the package's dependencies".
struct MissingPackageSteps: ManifestStepFinder {
  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
    let declared = Set(calls.compactMap { ExprSyntax($0).packageIdentity })
    let dependence = manifest.dependence
    return calls.compactMap { call in
      guard call.memberName == "product",
        let package = call.literalArgument("package")?.lowercased(), !declared.contains(package)
      else {
        return nil
      }
      if package == dependence.identity {
        return manifest.step(
          call, "add `\(dependence.declaration)` to the package's dependencies",
          GuideSection.movedPackage)
      } else if ManifestNames.issueReporting.contains(package) {
        return manifest.step(
          call, "add `\(ManifestNames.issueReportingDeclaration)` to the package's dependencies",
          GuideSection.beforeFirstBuild)
      }
      return nil
    }
  }
}
