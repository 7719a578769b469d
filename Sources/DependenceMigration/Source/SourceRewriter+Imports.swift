import SwiftSyntax

extension SourceRewriter {
  /// The module here that `import module` becomes, if it is renamed.
  func renamed(_ module: String) -> String? {
    switch module {
    case "Dependencies": dependenciesModule
    case ModuleNames.clocks: clocksModule
    default: ModuleNames.renamed[module]
    }
  }

  /// `import Dependencies` (with its attributes, `@_exported` too, and modifiers) and
  /// `import struct Dependencies.DependencyValues` when the declaration here is of the same kind;
  /// `nil` for another import.
  func renamedImport(_ node: ImportDeclSyntax) -> DeclSyntax? {
    guard let first = node.path.first else { return nil }
    let module = first.name.text
    let target: String?
    if node.wholeModule != nil {
      target = renamed(module)
    } else if let kind = node.importKindSpecifier, node.path.count == 2, let name = node.path.last,
      QualifiedNameTable.modules.contains(module),
      case .declared(let here, let hereKind) = QualifiedNameTable.counterpart(
        of: name.name.text, in: module),
      hereKind.isEmpty || hereKind == kind.text
    {
      target = here
    } else {
      target = nil
    }
    guard let target else { return nil }
    let old = node.path.map(\.name.text).joined(separator: ".")
    let kind = node.importKindSpecifier.map { "\($0.text) " } ?? ""
    record(
      node,
      "import \(kind)\(old) → import \(kind)\(([target] + node.path.dropFirst().map(\.name.text)).joined(separator: "."))"
    )
    var path = Array(node.path)
    path[0] = first.with(\.name, first.name.with(\.tokenKind, .identifier(target)))
    return DeclSyntax(node.with(\.path, ImportPathComponentListSyntax(path)))
  }

  /// `canImport(Dependencies)` in a `#if` condition, renamed as the file's import of the module
  /// is.
  func renamedCanImport(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
    guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
      node.isInIfConfigCondition, let argument = node.arguments.first,
      let reference = argument.expression.as(DeclReferenceExprSyntax.self),
      imported.contains(reference.baseName.text), let module = renamed(reference.baseName.text)
    else {
      return nil
    }
    record(node, "canImport(\(reference.baseName.text)) → canImport(\(module))")
    let renamedReference = reference.with(
      \.baseName, reference.baseName.with(\.tokenKind, .identifier(module)))
    var arguments = Array(node.arguments)
    arguments[0] = argument.with(\.expression, ExprSyntax(renamedReference))
    return ExprSyntax(node.with(\.arguments, LabeledExprListSyntax(arguments)))
  }
}

extension FunctionCallExprSyntax {
  /// Whether the call is part of the condition of a `#if` or `#elseif`.
  fileprivate var isInIfConfigCondition: Bool {
    var node = Syntax(self)
    while let parent = node.parent {
      if let clause = parent.as(IfConfigClauseSyntax.self) {
        return clause.condition.map { Syntax($0) == node } ?? false
      }
      node = parent
    }
    return false
  }
}
