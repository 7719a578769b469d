import SwiftSyntax

/// What this package already declares and a file of the replaced packages declared again.
///
/// Finds, in a file that uses swift-dependencies, swift-clocks or this package, an extension of
/// `Dependency` with an `init(_:as:)` helper, and a retroactive conformance of one of this
/// package's types that this package declares (`DependencyContext: CaseIterable`).
///
/// Rewrites by removing, with their lines (see ``RedundantDeclarations``): a helper of the shape
/// of `DependenceTesting`'s `@Dependency(_:as:)` where the file will see that module, a
/// conformance whose extension has no members, and an extension left with nothing in it.
///
/// Leaves by hand a helper of another shape, a helper in a file of swift-dependencies that will
/// not import `DependenceTesting` (a decision when the file moves, not on each run), and a
/// conformance whose extension has members.
struct RedundantDeclarationsMigration: SourceFileMigration {
  static let helperCanStay =
    "DependenceTesting ships `@Dependency(_:as:)`: this copy can stay, since the module's own declaration shadows the package's of the same shape; or delete it and `import DependenceTesting` where it is used"
  static let helperOfAnotherShape =
    "this `init(_:as:)` is not DependenceTesting's `@Dependency(_:as:)` (a key path of `DependencyValues` or a key type, then `as: Value.Type`): rename it, or delete it and use that one"

  let facts: SourceFacts

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.importsRelatedModules else { return SourceEdits() }
    let redundant = RedundantDeclarations(tree, removesCastHelpers: facts.removesCastHelpers)
    return SourceEdits(edits: redundant.edits, changes: redundant.changes)
  }

  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    node.as(ExtensionDeclSyntax.self).map { manualSteps(at: $0, in: file) } ?? []
  }

  private func manualSteps(at node: ExtensionDeclSyntax, in file: ParsedFile) -> [ManualStep] {
    guard facts.importsRelatedModules else { return [] }
    var steps: [ManualStep] = []
    let declared = node.extendedTypeName.flatMap { RedundantDeclarations.conformances[$0] } ?? []
    for entry in node.inheritanceClause?.inheritedTypes ?? []
    where declared.contains(entry.protocolName) {
      steps.append(
        file.step(
          at: entry,
          "Dependence declares `\(node.extendedType.trimmedDescription): \(entry.protocolName)`: delete this conformance and the members written for it",
          GuideSection.beforeFirstBuild))
    }
    guard node.extendsDependency, facts.importsSwiftDependencies else { return steps }
    for member in node.memberBlock.members {
      guard let initializer = member.decl.as(InitializerDeclSyntax.self),
        initializer.hasDependencyCastLabels
      else { continue }
      steps.append(
        file.step(
          at: member.decl,
          initializer.isDependencyCastHelper ? Self.helperCanStay : Self.helperOfAnotherShape,
          GuideSection.beforeFirstBuild))
    }
    return steps
  }
}
