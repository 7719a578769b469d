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
      case .rename(let module)? = facts.qualifiedNames.outcome(
        module: base.name.text, name: node.name.text)
    else {
      return nil
    }
    renaming.record(node, "\(base.name.text).\(node.name.text) → \(module).\(node.name.text)")
    let renamedBase = base.with(\.name, base.name.with(\.tokenKind, .identifier(module)))
    let visited = renaming.visitChildren(of: node).cast(MemberTypeSyntax.self)
    return TypeSyntax(visited.with(\.baseType, TypeSyntax(renamedBase)))
  }

  /// `\Dependencies.DependencyValues.x`, whose root the parser reads as `Dependencies` and its
  /// first component as `.DependencyValues`.
  func rename(_ node: KeyPathExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard let (root, name) = node.qualifiedRoot,
      case .rename(let module)? = facts.qualifiedNames.outcome(module: root.name.text, name: name)
    else {
      return nil
    }
    renaming.record(node, "\(root.name.text).\(name) → \(module).\(name)")
    let renamedRoot = root.with(\.name, root.name.with(\.tokenKind, .identifier(module)))
    let visited = renaming.visitChildren(of: node).cast(KeyPathExprSyntax.self)
    return ExprSyntax(visited.with(\.root, TypeSyntax(renamedRoot)))
  }

  func rename(_ node: MemberAccessExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
      case .rename(let module)? = facts.qualifiedNames.outcome(
        module: base.baseName.text, name: node.declName.baseName.text)
    else {
      return nil
    }
    let name = node.declName.baseName.text
    renaming.record(node, "\(base.baseName.text).\(name) → \(module).\(name)")
    let renamedBase = base.with(\.baseName, base.baseName.with(\.tokenKind, .identifier(module)))
    let visited = renaming.visitChildren(of: node).cast(MemberAccessExprSyntax.self)
    return ExprSyntax(visited.with(\.base, ExprSyntax(renamedBase)))
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
