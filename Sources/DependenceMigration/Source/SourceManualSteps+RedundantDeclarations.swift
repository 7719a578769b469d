import SwiftSyntax

extension SourceManualSteps {
  /// What this package already declares that the file's extension `node` declares again: a
  /// conformance of one of this package's types, or a `Dependency.init(_:as:)` helper.
  func checkRedundantDeclarations(in node: ExtensionDeclSyntax) {
    let declared = node.extendedTypeName.flatMap { RedundantDeclarations.conformances[$0] } ?? []
    for entry in node.inheritanceClause?.inheritedTypes ?? []
    where declared.contains(entry.protocolName) {
      add(
        entry,
        "Dependence declares `\(node.extendedType.trimmedDescription): \(entry.protocolName)`: delete this conformance and the members written for it",
        GuideSection.beforeFirstBuild)
    }
    // A helper of `Dependency.init(_:as:)` is a decision when the file moves, not on each run.
    guard node.extendsDependency, importsSwiftDependencies else { return }
    for member in node.memberBlock.members {
      guard let initializer = member.decl.as(InitializerDeclSyntax.self),
        initializer.hasDependencyCastLabels
      else { continue }
      add(
        member.decl,
        initializer.isDependencyCastHelper
          ? "DependenceTesting ships `@Dependency(_:as:)`: this copy can stay, since the module's own declaration shadows the package's of the same shape; or delete it and `import DependenceTesting` where it is used"
          : "this `init(_:as:)` is not DependenceTesting's `@Dependency(_:as:)` (a key path of `DependencyValues` or a key type, then `as: Value.Type`): rename it, or delete it and use that one",
        GuideSection.beforeFirstBuild)
    }
  }
}
