import SwiftSyntax

/// The imports of swift-dependencies and swift-clocks, in this package's modules.
///
/// Finds `import Dependencies`, `import DependenciesMacros`, `import DependenciesTestSupport` and
/// `import Clocks`, at the top level and in `#if` clauses, with their attributes (`@_exported`
/// too) and modifiers, and `canImport(…)` of those modules in a `#if` condition.
///
/// Rewrites each to the module here: `Dependencies` → `Dependence` (or `DependenceTesting` where
/// the file reached `TestClock` through it, see ``SourceFacts/dependenciesModule``),
/// `DependenciesMacros` → `DependenceMacros`, `DependenciesTestSupport` → `DependenceTesting`,
/// `Clocks` → ``SourceFacts/clocksModule``; a kinded import (`import struct
/// Dependencies.DependencyValues`) when the declaration here is of the same kind.
///
/// Leaves by hand a kinded import of another kind or without a counterpart, with what to write.
///
/// ```swift
/// @_exported import Dependencies      // → @_exported import Dependence
/// #if canImport(DependenciesMacros)   // → #if canImport(DependenceMacros)
/// import func Dependencies.withDependencies  // step: → `import Dependence`
/// ```
struct ImportsMigration: SourceFileMigration {
  let facts: SourceFacts

  /// The module here that `import module` becomes, if it is renamed.
  private func renamed(_ module: String) -> String? {
    switch module {
    case "Dependencies": facts.dependenciesModule
    case ModuleNames.clocks: facts.clocksModule
    default: ModuleNames.renamed[module]
    }
  }

  func rename(_ node: ImportDeclSyntax, in renaming: SourceRenaming) -> DeclSyntax? {
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
    let new = ([target] + node.path.dropFirst().map(\.name.text)).joined(separator: ".")
    let kind = node.importKindSpecifier.map { "\($0.text) " } ?? ""
    renaming.record(node, "import \(kind)\(old) → import \(kind)\(new)")
    var path = Array(node.path)
    path[0] = first.with(\.name, first.name.with(\.tokenKind, .identifier(target)))
    return DeclSyntax(node.with(\.path, ImportPathComponentListSyntax(path)))
  }

  /// `canImport(Dependencies)` in a `#if` condition, renamed as the file's import of the module
  /// is.
  func rename(_ node: FunctionCallExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "canImport",
      node.isInIfConfigCondition, let argument = node.arguments.first,
      let reference = argument.expression.as(DeclReferenceExprSyntax.self),
      facts.imported.contains(reference.baseName.text),
      let module = renamed(reference.baseName.text)
    else {
      return nil
    }
    renaming.record(node, "canImport(\(reference.baseName.text)) → canImport(\(module))")
    let renamedReference = reference.with(
      \.baseName, reference.baseName.with(\.tokenKind, .identifier(module)))
    var arguments = Array(node.arguments)
    arguments[0] = argument.with(\.expression, ExprSyntax(renamedReference))
    return ExprSyntax(node.with(\.arguments, LabeledExprListSyntax(arguments)))
  }

  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    node.as(ImportDeclSyntax.self).map { manualSteps(at: $0, in: file) } ?? []
  }

  /// `import struct Dependencies.DependencyValues` and its like, which the rename leaves when the
  /// declaration here is of another kind.
  private func manualSteps(at node: ImportDeclSyntax, in file: ParsedFile) -> [ManualStep] {
    guard node.wholeModule == nil, let root = node.rootModule,
      let renamed = ModuleNames.renamed[root]
        ?? (root == ModuleNames.clocks ? "DependenceTesting" : nil)
    else {
      return []
    }
    return [
      file.step(
        at: node, Self.kindedImportStep(node, root: root, renamed: renamed), GuideSection.imports)
    ]
  }

  /// The instruction for a kinded import of `root`, whose module here is `renamed`.
  private static func kindedImportStep(_ node: ImportDeclSyntax, root: String, renamed: String)
    -> String
  {
    let old = node.trimmedDescription
    guard node.path.count == 2, let name = node.path.last?.name.text else {
      return "import from \(renamed) instead of \(root) by hand: `\(old)`"
    }
    switch QualifiedNameTable.counterpart(of: name, in: root) {
    case .declared(let here, let kind) where !kind.isEmpty && kind != "macro":
      return "`\(old)` → `import \(kind) \(here).\(name)`"
    case .declared(let here, _):
      return "`\(old)` → `import \(here)`"
    case .none(let instead):
      return "`\(old)` has no counterpart here: \(instead)"
    }
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
