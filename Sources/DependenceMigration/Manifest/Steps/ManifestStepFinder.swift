import SwiftSyntax

/// One concern of the steps a migrated manifest leaves by hand: what it finds still naming
/// swift-dependencies or swift-clocks, or what the migration could not add, each with what to
/// write.
///
/// ``ManifestSteps`` runs the finders in the order it lists them. A finder of the manifest's own
/// spellings is offered each call and string literal of one walk of the manifest, in the order of
/// the file, then asked for what it finds in the manifest as a whole. Every hook finds nothing by
/// default: a finder implements the ones it needs.
protocol ManifestStepFinder: Sendable {
  /// The steps a call leaves, and `.skipChildren` when the call is this finder's alone: the
  /// finders after it are not offered it, and the walk does not enter it.
  func steps(at call: FunctionCallExprSyntax, in manifest: MigratedManifest)
    -> (steps: [ManualStep], then: SyntaxVisitorContinueKind)
  /// The steps a string literal leaves; the walk never enters a literal.
  func steps(at literal: StringLiteralExprSyntax, in manifest: MigratedManifest) -> [ManualStep]
  /// The steps of the manifest as a whole, after the walk; `calls` are the calls the walk
  /// offered, in its order.
  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep]
}

extension ManifestStepFinder {
  func steps(at call: FunctionCallExprSyntax, in manifest: MigratedManifest)
    -> (steps: [ManualStep], then: SyntaxVisitorContinueKind)
  { ([], .visitChildren) }

  func steps(at literal: StringLiteralExprSyntax, in manifest: MigratedManifest) -> [ManualStep] {
    []
  }

  func steps(in manifest: MigratedManifest, calls: [FunctionCallExprSyntax]) -> [ManualStep] {
    []
  }
}
