import SwiftSyntax

/// Finds, in a migrated file, what swift-dependencies code is left for a person to change.
final class SourceManualSteps: SyntaxVisitor {
  let file: ParsedFile
  let imported: Set<String>
  let addedConcurrencyExtras: Bool
  private(set) var steps: [ManualStep] = []

  /// - Parameters:
  ///   - file: The migrated file; steps name its lines.
  ///   - imported: The modules the file imported before the migration.
  ///   - addedConcurrencyExtras: Whether the migration added `import ConcurrencyExtras`.
  init(file: ParsedFile, imported: Set<String>, addedConcurrencyExtras: Bool) {
    self.file = file
    self.imported = imported
    self.addedConcurrencyExtras = addedConcurrencyExtras
    super.init(viewMode: .sourceAccurate)
  }

  /// Whether the file used swift-dependencies, swift-clocks or this package.
  var isRelevant: Bool {
    !imported.isDisjoint(with: ModuleNames.related)
  }

  /// Whether swift-concurrency-extras' names reached the file only through swift-dependencies.
  var reachesConcurrencyExtrasThroughDependencies: Bool {
    isRelevant && !imported.contains("ConcurrencyExtras")
  }

  /// Whether the file imported a module of swift-dependencies.
  var importsSwiftDependencies: Bool {
    !imported.isDisjoint(with: ModuleNames.swiftDependencies)
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.wholeModule == nil, let root = node.rootModule,
      let renamed = ModuleNames.renamed[root]
        ?? (root == ModuleNames.clocks ? "DependenceTesting" : nil)
    {
      add(node, Self.kindedImportStep(node, root: root, renamed: renamed), GuideSection.imports)
    }
    return .skipChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    checkGenericClock(node, name: node.name.text, clause: node.genericArgumentClause)
    checkConcurrencyExtras(node, name: node.name.text)
    checkIssueReporting(node, name: node.name.text)
    return .visitChildren
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    checkGenericClock(node, name: node.name.text, clause: node.genericArgumentClause)
    return .visitChildren
  }

  override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
    let name =
      node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? node.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    checkGenericClock(node, name: name ?? "", clause: node.genericArgumentClause)
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    checkConcurrencyExtras(node, name: name)
    checkIssueReporting(node, name: name)
    if name == "withMainSerialExecutor", reachesConcurrencyExtrasThroughDependencies {
      add(
        node, "use `@Test(.deterministicScheduling)` or `withDeterministicScheduling { }`",
        GuideSection.oneLine)
    } else if name == "withEscapedDependencies", isRelevant {
      add(node, "works, deprecated: `captureDependencies()`", GuideSection.oneLine)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
    let name = node.declName.baseName.text
    if base == "Task", name == "megaYield", reachesConcurrencyExtrasThroughDependencies {
      add(
        node, "with deterministic scheduling, the clock or `await waitUntilIdle()` waits instead",
        GuideSection.oneLine)
    } else if base == "DependencyValues", name == "_current", isRelevant {
      add(node, "works, deprecated: `DependencyValues.current`", GuideSection.oneLine)
    }
    return .visitChildren
  }

  override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
    if node.root == nil, isRelevant,
      case .property(let property) = node.components.first?.component,
      ["mainQueue", "mainRunLoop"].contains(property.declName.baseName.text)
    {
      add(
        node,
        "`\\.\(property.declName.baseName.text)` is not built in: declare its key, or use a clock",
        GuideSection.oneLine)
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == "invokeTest", isRelevant,
      node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
    {
      add(
        node, "subclass `DependenceTestCase` and override `dependencies(_:)`", GuideSection.oneLine)
    }
    return .visitChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard isRelevant else { return .visitChildren }
    checkRedundantDeclarations(in: node)
    return .visitChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    if let (_, attribute) = node.dependencyEntry {
      checkDependencyEntry(node, attribute)
    }
    // The migration removes the attribute from a `@DependencyClient`'s properties; one left is
    // on a property of another type.
    if importsSwiftDependencies, let attribute = node.attribute(named: "DependencyEndpoint") {
      add(
        attribute,
        "`\(attribute.trimmedDescription)` outside a `@DependencyClient` has no counterpart here: remove it, give the closure a default that reports (`unimplemented(\"…\")`), and write the method it generated in an extension",
        GuideSection.oneLine)
    }
    return .visitChildren
  }

  /// Adds a step at the line of `node`, once.
  func add(_ node: some SyntaxProtocol, _ what: String, _ section: String) {
    let step = ManualStep(line: file.line(of: node), what: what, section: section)
    if !steps.contains(step) {
      steps.append(step)
    }
  }
}
