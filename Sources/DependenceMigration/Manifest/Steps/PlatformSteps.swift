import SwiftSyntax

/// The Apple platforms this package needs at version 26 where the migration could not raise
/// them: a platform whose version it cannot read, or platforms the manifest sets outside its
/// `Package` call (`package.platforms = […]`), where the rewrite adds no `platforms:`.
///
/// `.macOS(minimumMacOS)` → "dependence needs macOS 26: `.macOS(minimumMacOS)` → `.macOS(.v26)`"
/// (`.macOS("26.0")` below tools version 6.2); `package.platforms = […]` → "… raise the
/// platforms this manifest sets outside `Package(…)` to `.macOS(.v26), .iOS(.v26), …`; Linux
/// needs nothing".
struct PlatformSteps: ManifestStepFinder {
  func steps(at call: FunctionCallExprSyntax, in manifest: MigratedManifest)
    -> (steps: [ManualStep], then: SyntaxVisitorContinueKind)
  {
    guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" else {
      return ([], .visitChildren)
    }
    let strings = manifest.plan.platforms == .raise(.strings)
    var steps: [ManualStep] = []
    for element in call.argument("platforms")?.expression.as(ArrayExprSyntax.self)?.elements ?? [] {
      if let platformCall = element.expression.as(FunctionCallExprSyntax.self),
        let platform = platformCall.implicitMemberName,
        ManifestNames.applePlatforms.contains(platform),
        platformCall.arguments.count != 1
          || platformCall.arguments.first.flatMap({ PlatformVersion.major(of: $0.expression) })
            == nil
      {
        let raised = strings ? "\"26.0\"" : ".v26"
        steps.append(
          manifest.step(
            element,
            "dependence needs \(platform) 26: `\(element.expression.trimmedDescription)` → `.\(platform)(\(raised))`",
            GuideSection.platforms))
      }
    }
    if call.argument("platforms") == nil, manifest.written.survey.reachesPlatformsOutsideCall {
      let raised = strings ? #".macOS("26.0"), .iOS("26.0"), …"# : ".macOS(.v26), .iOS(.v26), …"
      steps.append(
        manifest.step(
          call,
          "dependence needs macOS/iOS/tvOS/watchOS/visionOS 26 on Apple platforms: raise the platforms this manifest sets outside `Package(…)` to `\(raised)`; Linux needs nothing",
          GuideSection.platforms))
    }
    return (steps, .visitChildren)
  }
}
