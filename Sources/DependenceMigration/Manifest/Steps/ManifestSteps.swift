import SwiftSyntax

/// The steps stage of a manifest's migration: what the migrated manifest leaves by hand, each
/// concern one finder (``ManifestStepFinder``), listed once below in the order they run.
///
/// The finders of the manifest's own spellings walk it once together (see
/// ``ManifestStepFinder``); of their steps, one on the line and in the guide section of an earlier
/// one is left out. The steps of the targets the migration could not give a product follow, each
/// as its finder found it. All are then ordered by line, keeping this order on one line. A plan
/// that only adds `ConcurrencyExtras` looks for the targets it could not give it, and one that
/// only raises the platforms for the platforms it could not raise; nothing else.
enum ManifestSteps {
  /// The finders of what the manifest still spells of the replaced packages, in their order.
  static let spellingFinders: [any ManifestStepFinder] = [
    ClocksProductSteps(),
    RenamedProductSteps(),
    PlatformSteps(),
    ReplacedPackageLiteralSteps(),
    RuntimeNameSteps(),
    UnusedPackageSteps(),
    MissingPackageSteps(),
  ]

  /// The finders of the targets the migration could not give a product, in their order.
  static let targetFinders: [any ManifestStepFinder] = [
    ConcurrencyExtrasSteps(),
    IssueReportingSteps(),
    DependenceTestingSteps(),
  ]

  /// The steps `manifest` leaves, ordered by line.
  static func steps(in manifest: MigratedManifest) -> [ManualStep] {
    switch manifest.plan.scope {
    case .replacedPackages:
      return steps(in: manifest, spelling: spellingFinders, targets: targetFinders)
    case .concurrencyExtrasOnly:
      return steps(
        in: manifest, spelling: manifest.plan.platforms == .leave ? [] : [PlatformSteps()],
        targets: [ConcurrencyExtrasSteps()])
    case .platformsOnly:
      return steps(in: manifest, spelling: [PlatformSteps()], targets: [])
    }
  }

  /// The steps the finders `spelling`, then `targets`, find in `manifest`, ordered by line.
  static func steps(
    in manifest: MigratedManifest, spelling: [any ManifestStepFinder],
    targets: [any ManifestStepFinder]
  ) -> [ManualStep] {
    var found: [ManualStep] = []
    var calls: [FunctionCallExprSyntax] = []
    if !spelling.isEmpty {
      let walk = ManifestStepWalk(manifest, finders: spelling)
      walk.walk(manifest.file.tree)
      calls = walk.calls
      found = walk.found
      for finder in spelling {
        for step in finder.steps(in: manifest, calls: calls) {
          ManifestStepWalk.add(step, to: &found)
        }
      }
    }
    found += targets.flatMap { $0.steps(in: manifest, calls: calls) }
    return found.sortedByLine(\.line)
  }
}

/// The walk of a migrated manifest that offers each call and string literal to the spelling
/// finders in turn.
private final class ManifestStepWalk: SyntaxVisitor {
  private let manifest: MigratedManifest
  private let finders: [any ManifestStepFinder]
  /// The steps found, each line and section once.
  private(set) var found: [ManualStep] = []
  /// The calls offered, in order.
  private(set) var calls: [FunctionCallExprSyntax] = []

  init(_ manifest: MigratedManifest, finders: [any ManifestStepFinder]) {
    self.manifest = manifest
    self.finders = finders
    super.init(viewMode: .sourceAccurate)
  }

  /// Adds `step` to `steps` unless a step there has its line and section.
  static func add(_ step: ManualStep, to steps: inout [ManualStep]) {
    if !steps.contains(where: { $0.line == step.line && $0.section == step.section }) {
      steps.append(step)
    }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    calls.append(node)
    for finder in finders {
      let (steps, then) = finder.steps(at: node, in: manifest)
      for step in steps { Self.add(step, to: &found) }
      if then == .skipChildren { return .skipChildren }
    }
    return .visitChildren
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    for finder in finders {
      for step in finder.steps(at: node, in: manifest) { Self.add(step, to: &found) }
    }
    return .skipChildren
  }
}
