import SwiftSyntax

/// The module-qualified names of swift-dependencies and swift-clocks, in this package's modules.
///
/// Finds `Dependencies.DependencyValues` and its like as a type, in an attribute
/// (`@Dependencies.Dependency`), as a key path's root and in an expression
/// (`Dependencies.withDependencies { }`), in a file that imports the module and declares no name
/// like it (``SourceFacts/qualifiedNames``).
///
/// Rewrites the module where the name is declared here and the file will import that module:
/// `Dependencies.DependencyValues` → `Dependence.DependencyValues`, `Clocks.TestClock` →
/// `DependenceTesting.TestClock`.
///
/// Leaves by hand a name with no counterpart here, or whose module here the file will not
/// import, with what to write.
struct QualifiedNamesMigration: SourceFileMigration {
  let facts: SourceFacts

  func rename(_ node: MemberTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax? {
    guard let base = node.baseType.as(IdentifierTypeSyntax.self),
      base.genericArgumentClause == nil,
      let module = movedModule(of: base.name.text, name: node.name.text, at: node, in: renaming)
    else {
      return nil
    }
    let visited = renaming.visitChildren(of: node).cast(MemberTypeSyntax.self)
    return TypeSyntax(visited.with(\.baseType, TypeSyntax(base.named(module))))
  }

  /// `\Dependencies.DependencyValues.x`, whose root the parser reads as `Dependencies` and its
  /// first component as `.DependencyValues`.
  func rename(_ node: KeyPathExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard let (root, name) = node.qualifiedRoot,
      let module = movedModule(of: root.name.text, name: name, at: node, in: renaming)
    else {
      return nil
    }
    let visited = renaming.visitChildren(of: node).cast(KeyPathExprSyntax.self)
    return ExprSyntax(visited.with(\.root, TypeSyntax(root.named(module))))
  }

  func rename(_ node: MemberAccessExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
      let module = movedModule(
        of: base.baseName.text, name: node.declName.baseName.text, at: node, in: renaming)
    else {
      return nil
    }
    let renamedBase = base.with(\.baseName, base.baseName.with(\.tokenKind, .identifier(module)))
    let visited = renaming.visitChildren(of: node).cast(MemberAccessExprSyntax.self)
    return ExprSyntax(visited.with(\.base, ExprSyntax(renamedBase)))
  }

  /// The module of this package that `module.name` moves to, with the change recorded at `node`,
  /// or `nil` when it does not move.
  private func movedModule(
    of module: String, name: String, at node: some SyntaxProtocol, in renaming: SourceRenaming
  ) -> String? {
    guard case .rename(let moved)? = facts.qualifiedNames.outcome(module: module, name: name)
    else {
      return nil
    }
    renaming.record(node, "\(module).\(name) → \(moved).\(name)")
    return moved
  }

  /// The qualified names the rename left, found after the steps of every other migration.
  func manualSteps(in file: ParsedFile) -> [ManualStep] {
    let finder = LeftQualifiedNames(file: file, qualifiedNames: facts.qualifiedNames)
    finder.walk(file.tree)
    return finder.steps
  }
}

/// Finds, in a migrated file, the module-qualified names of swift-dependencies and swift-clocks
/// that the rename left.
private final class LeftQualifiedNames: SyntaxVisitor {
  private let file: ParsedFile
  private let qualifiedNames: QualifiedNameResolver
  private(set) var steps: [ManualStep] = []

  init(file: ParsedFile, qualifiedNames: QualifiedNameResolver) {
    self.file = file
    self.qualifiedNames = qualifiedNames
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil {
      check(node, module: base.name.text, name: node.name.text)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil {
      check(node, module: base.baseName.text, name: node.declName.baseName.text)
    }
    return .visitChildren
  }

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    if let (root, name) = node.qualifiedRoot {
      check(node, module: root.name.text, name: name)
    }
    return .visitChildren
  }

  private func check(_ node: some SyntaxProtocol, module: String, name: String) {
    guard case .byHand(let what)? = qualifiedNames.outcome(module: module, name: name) else {
      return
    }
    let step = file.step(at: node, what, GuideSection.imports)
    if !steps.contains(step) { steps.append(step) }
  }
}

extension IdentifierTypeSyntax {
  /// This type, named `name` instead, with its trivia.
  fileprivate func named(_ name: String) -> IdentifierTypeSyntax {
    with(\.name, self.name.with(\.tokenKind, .identifier(name)))
  }
}
