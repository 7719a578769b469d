import SwiftSyntax

/// swift-dependencies' `@DependencyEntry` declarations, in this package's spelling.
///
/// Finds `@DependencyEntry var name = value`, with `liveValue:` and `previewValue:` arguments or
/// none (then only in a file that imports swift-dependencies), after the qualified names are
/// renamed.
///
/// Rewrites the values into their places here (see ``DependencyEntryRewrite``): the initializer,
/// which was the test value, becomes `test:`; `liveValue:` becomes the initializer and
/// `previewValue:` becomes `preview:`; the type the initializer names is written where it was
/// inferred; `T()` of a `@DependencyClient` becomes `.unimplemented`.
///
/// Writes out a public entry whose key another file of the package extends, as its key and a
/// property (see ``ExtendedEntryKey``).
///
/// Leaves by hand an entry it cannot rewrite safely (a type it cannot name, other arguments), an
/// entry whose live value is what was the test value, and a bare entry with an initializer in a
/// file that did not import swift-dependencies.
struct DependencyEntryMigration: SourceFileMigration {
  static let rewriteByHand =
    "rewrite by hand: here the initializer is the live value, `preview:` and `test:` are arguments"
  static let giveTheLiveValue =
    "the initializer is now the live value: it was only the test value before; give the live value"
  static let writeAsTest =
    "if this is swift-dependencies' macro, its initializer is the test value: write it as `test:`"

  let facts: SourceFacts

  func renameAfterChildren(
    _ renamed: DeclSyntax, of node: VariableDeclSyntax, in renaming: SourceRenaming
  ) -> DeclSyntax? {
    guard let declaration = renamed.as(VariableDeclSyntax.self),
      ExtendedEntryKey(declaration, extendedKeys: facts.entryKeys) == nil,
      let rewrite = DependencyEntryRewrite(
        declaration, importsSwiftDependencies: facts.importsSwiftDependencies,
        dependencyClients: facts.dependencyClients)
    else {
      return nil
    }
    renaming.record(node, rewrite.description)
    return DeclSyntax(rewrite.declaration)
  }

  /// A public entry whose key another file extends becomes that key and the property
  /// (``ExtendedEntryKey``).
  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.importsSwiftDependencies, !facts.entryKeys.isEmpty else { return SourceEdits() }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let entries = ExtendedEntryKey.all(in: tree, extendedKeys: facts.entryKeys)
    return SourceEdits(
      edits: entries.map(\.edit),
      changes: entries.map {
        Change(
          line: $0.declaration.startLocation(converter: converter).line,
          description: $0.description)
      })
  }

  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    node.as(VariableDeclSyntax.self).map { manualSteps(at: $0, in: file) } ?? []
  }

  /// A `@DependencyEntry` the rename left as it was: its values are written differently here.
  private func manualSteps(at node: VariableDeclSyntax, in file: ParsedFile) -> [ManualStep] {
    guard let (_, attribute) = node.dependencyEntry else { return [] }
    let initializer = node.bindings.count == 1 ? node.bindings.first?.initializer?.value : nil
    var rewriteByHand = Self.rewriteByHand
    if node.bindings.count == 1, let binding = node.bindings.first, binding.typeAnnotation == nil {
      let name = binding.pattern.trimmedDescription
      rewriteByHand =
        "write the type of `\(name)` (`var \(name): Type = …`), which the macro here needs; then \(rewriteByHand)"
    }
    guard let arguments = attribute.labeledArguments,
      Set(arguments.keys).isSubset(of: ["preview", "test"])
    else {
      return [file.step(at: attribute, rewriteByHand, GuideSection.oneLine)]
    }
    if let test = arguments["test"]?.expression, let initializer,
      test.trimmedDescription == initializer.trimmedDescription
        || test.trimmedDescription
          == DependencyEntryRewrite.testValue(
            initializer.trimmed,
            declaredType: node.bindings.first?.typeAnnotation?.type.trimmedDescription,
            clients: facts.dependencyClients
          ).trimmedDescription
    {
      let name = node.bindings.first.map { "`\($0.pattern.trimmedDescription)`: " } ?? ""
      return [file.step(at: attribute, name + Self.giveTheLiveValue, GuideSection.oneLine)]
    } else if arguments.isEmpty, facts.importsSwiftDependencies,
      initializer == nil || node.bindings.first?.typeAnnotation == nil
    {
      return [file.step(at: attribute, rewriteByHand, GuideSection.oneLine)]
    } else if arguments.isEmpty, !facts.importsRelatedModules, initializer != nil {
      return [file.step(at: attribute, Self.writeAsTest, GuideSection.oneLine)]
    }
    return []
  }
}
