import SwiftSyntax

/// The Apple platforms this package needs at version 26 where the migration could not raise
/// them: a platform whose version it cannot read, in the `Package` call's `platforms:` or in an
/// array assigned to `package.platforms`, or platforms the manifest sets after the call in a form
/// it cannot read (`package.platforms?.append(…)`).
///
/// `.macOS(minimumMacOS)` → "dependence needs macOS 26: `.macOS(minimumMacOS)` → `.macOS(.v26)`"
/// (`.macOS("26.0")` below tools version 6.2); `package.platforms?.append(.macOS(.v12))` → "…
/// give every Apple platform that `package.platforms` gets there version 26 …".
struct PlatformSteps: ManifestStepFinder {
  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
    let strings = manifest.plan.platforms == .raise(.strings)
    let raised = strings ? "\"26.0\"" : ".v26"
    let survey = manifest.analysis.survey
    let arrays =
      calls.filter {
        $0.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package"
      }
      .compactMap { $0.argument("platforms")?.expression.as(ArrayExprSyntax.self) }
      + survey.assignedPlatforms
    var steps: [(position: AbsolutePosition, step: ManualStep)] = []
    for element in arrays.flatMap(\.elements) {
      if let platformCall = element.expression.as(FunctionCallExprSyntax.self),
        let platform = platformCall.implicitMemberName,
        ManifestNames.applePlatforms.contains(platform),
        platformCall.arguments.count != 1
          || platformCall.arguments.first.flatMap({ PlatformVersion.major(of: $0.expression) })
            == nil
      {
        steps.append(
          (
            element.position,
            manifest.step(
              element,
              "dependence needs \(platform) 26: `\(element.expression.trimmedDescription)` → `.\(platform)(\(raised))`",
              GuideSection.platforms)
          ))
      }
    }
    for access in survey.unreadPlatforms {
      steps.append(
        (
          access.position,
          manifest.step(
            access,
            "dependence needs macOS/iOS/tvOS/watchOS/visionOS 26 on Apple platforms: give every Apple platform that `\(access.trimmedDescription)` gets here version 26 (`.macOS(\(raised))`, …); Linux needs nothing",
            GuideSection.platforms)
        ))
    }
    return steps.sorted { $0.position < $1.position }.map(\.step)
  }
}
