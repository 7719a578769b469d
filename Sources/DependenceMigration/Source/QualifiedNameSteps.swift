import SwiftSyntax

/// Finds, in a migrated file, the module-qualified names of swift-dependencies and swift-clocks
/// that the migration left: those with no counterpart here, and those whose module here the
/// file does not import.
final class QualifiedNameSteps: SyntaxVisitor {
  private let file: ParsedFile
  private let qualifiedNames: QualifiedNameResolver
  private(set) var steps: [ManualStep] = []

  /// - Parameters:
  ///   - file: The migrated file; steps name its lines.
  ///   - qualifiedNames: What becomes of the file's qualified names.
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
    let step = ManualStep(line: file.line(of: node), what: what, section: GuideSection.imports)
    if !steps.contains(step) { steps.append(step) }
  }
}
