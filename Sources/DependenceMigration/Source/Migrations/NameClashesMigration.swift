import SwiftSyntax

/// A name of another module that this package declares too (``DependenceOnlyNames``): with
/// swift-dependencies, `Provider`, `Lazy` or `Recorder` in a file could only mean another
/// module's type; beside `import Dependence` the name is ambiguous.
///
/// Finds, in a file that imports swift-dependencies, a bare type or expression of such a name
/// that neither the file nor its module declares.
///
/// Rewrites it qualified by the module of the package that declares it, where the file sees
/// exactly one such module, imported or carried by an `@_exported` import
/// (`Provider` → `Models.Provider`).
///
/// Leaves by hand, once per name and file, one that no module of its package the file sees
/// declares (another package's type): qualify it with its module.
///
/// ```swift
/// import Dependencies
/// import Models                              // declares `enum Provider`
/// func token(for provider: Provider) { … }   // → Models.Provider
/// ```
struct NameClashesMigration: SourceFileMigration {
  let facts: SourceFacts

  /// Where `name` is ambiguous after the move: the module of the package that qualifies it, or
  /// `.some(nil)` where no such module is known; `nil` where the name is not ambiguous.
  private func qualifier(of name: String) -> String?? {
    guard facts.importsSwiftDependencies, facts.dependenceOnlyNamesUsed.contains(name),
      !facts.declared.contains(name)
    else {
      return nil
    }
    let owners = facts.nameOwners[name] ?? []
    if let own = facts.module, owners.contains(own) { return nil }
    let visible = owners.intersection(facts.visible)
    return .some(visible.count == 1 ? visible.first : nil)
  }

  func rename(_ node: IdentifierTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax? {
    guard case .some(.some(let module)) = qualifier(of: node.name.text) else { return nil }
    record(node.name.text, module, at: node, in: renaming)
    return node.qualified(by: module)
  }

  func rename(_ node: DeclReferenceExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard node.argumentNames == nil, !node.isMemberName,
      case .some(.some(let module)) = qualifier(of: node.baseName.text)
    else {
      return nil
    }
    record(node.baseName.text, module, at: node, in: renaming)
    return node.qualified(by: module)
  }

  private func record(
    _ name: String, _ module: String, at node: some SyntaxProtocol, in renaming: SourceRenaming
  ) {
    renaming.record(
      node,
      "\(name) → \(module).\(name): Dependence declares a `\(name)` too, which would make it ambiguous"
    )
  }

  /// The first use of each ambiguous name no known module qualifies (one the input used: the
  /// migration writes some of these names itself).
  func manualSteps(in file: ParsedFile) -> [ManualStep] {
    var listed: Set<String> = []
    return BareNameUses(file.tree).found.compactMap { name, node in
      guard case .some(.none) = qualifier(of: name), listed.insert(name).inserted else {
        return nil
      }
      return file.step(
        at: node,
        "`\(name)` is another module's type, and Dependence declares a `\(name)` too: write it with its module (`TheModule.\(name)`), or the name is ambiguous",
        GuideSection.oneLine)
    }
  }
}
