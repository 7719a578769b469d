import SwiftSyntax

/// Finds, in a migrated file, what swift-dependencies code is left for a person to change.
final class SourceManualSteps: SyntaxVisitor {
  private let file: ParsedFile
  private let imported: Set<String>
  private let addedConcurrencyExtras: Bool
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
  private var isRelevant: Bool {
    !imported.isDisjoint(with: ModuleNames.related)
  }

  /// Whether swift-concurrency-extras' names reached the file only through swift-dependencies.
  private var reachesConcurrencyExtrasThroughDependencies: Bool {
    isRelevant && !imported.contains("ConcurrencyExtras")
  }

  private var importsSwiftDependencies: Bool {
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
    let declared = node.extendedTypeName.flatMap { RedundantDeclarations.conformances[$0] } ?? []
    for entry in node.inheritanceClause?.inheritedTypes ?? []
    where declared.contains(entry.protocolName) {
      add(
        entry,
        "Dependence declares `\(node.extendedType.trimmedDescription): \(entry.protocolName)`: delete this conformance and the members written for it",
        GuideSection.beforeFirstBuild)
    }
    // A helper of `Dependency.init(_:as:)` is a decision when the file moves, not on each run.
    guard node.extendsDependency, importsSwiftDependencies else { return .visitChildren }
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
    return .visitChildren
  }

  /// The instruction for `import struct Dependencies.DependencyValues` and its like, which the
  /// migration renames only when the declaration here is of the same kind.
  private static func kindedImportStep(_ node: ImportDeclSyntax, root: String, renamed: String)
    -> String
  {
    let old = node.trimmedDescription
    guard node.path.count == 2, let name = node.path.last?.name.text else {
      return "import from \(renamed) instead of \(root) by hand: `\(old)`"
    }
    switch QualifiedNames.counterpart(of: name, in: root) {
    case .declared(let here, let kind) where !kind.isEmpty && kind != "macro":
      return "`\(old)` → `import \(kind) \(here).\(name)`"
    case .declared(let here, _):
      return "`\(old)` → `import \(here)`"
    case .none(let instead):
      return "`\(old)` has no counterpart here: \(instead)"
    }
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

  private func checkDependencyEntry(_ node: VariableDeclSyntax, _ attribute: AttributeSyntax) {
    let initializer = node.bindings.count == 1 ? node.bindings.first?.initializer?.value : nil
    var rewriteByHand =
      "rewrite by hand: here the initializer is the live value, `preview:` and `test:` are arguments"
    if node.bindings.count == 1, let binding = node.bindings.first, binding.typeAnnotation == nil {
      let name = binding.pattern.trimmedDescription
      rewriteByHand =
        "write the type of `\(name)` (`var \(name): Type = …`), which the macro here needs; then \(rewriteByHand)"
    }
    guard let arguments = attribute.labeledArguments,
      Set(arguments.keys).isSubset(of: ["preview", "test"])
    else {
      add(attribute, rewriteByHand, GuideSection.oneLine)
      return
    }
    if let test = arguments["test"]?.expression, let initializer,
      test.trimmedDescription == initializer.trimmedDescription
    {
      add(
        attribute,
        "the initializer is now the live value: it was only the test value before; give the live value",
        GuideSection.oneLine)
    } else if arguments.isEmpty, importsSwiftDependencies,
      initializer == nil || node.bindings.first?.typeAnnotation == nil
    {
      add(attribute, rewriteByHand, GuideSection.oneLine)
    } else if arguments.isEmpty, !isRelevant, initializer != nil {
      add(
        attribute,
        "if this is swift-dependencies' macro, its initializer is the test value: write it as `test:`",
        GuideSection.oneLine)
    }
  }

  private func checkGenericClock(
    _ node: some SyntaxProtocol, name: String, clause: GenericArgumentClauseSyntax?
  ) {
    guard clause != nil, ModuleNames.genericClocks.contains(name), isRelevant else { return }
    add(
      node,
      "`\(name)` is not generic here (it is a `Clock<Duration>`): rewrite `\(node.trimmedDescription)`",
      GuideSection.beforeFirstBuild)
  }

  private func checkConcurrencyExtras(_ node: some SyntaxProtocol, name: String) {
    guard ["LockIsolated", "UncheckedSendable"].contains(name),
      reachesConcurrencyExtrasThroughDependencies
    else {
      return
    }
    let what =
      addedConcurrencyExtras
      ? "`\(name)` now comes from ConcurrencyExtras, imported for you; `Mutex` from `Synchronization` is the standard spelling"
      : "`\(name)`: `Mutex` from `Synchronization`, or import ConcurrencyExtras yourself"
    add(node, what, GuideSection.oneLine)
  }

  /// swift-issue-reporting's names that `Dependence` does not declare (it has `reportIssue` and
  /// `unimplemented`), which swift-dependencies re-exported.
  private static let issueReportingNames: Set<String> = [
    "withErrorReporting", "IssueReporter", "IssueReporters", "withIssueReporters",
    "withIssueContext",
  ]

  private func checkIssueReporting(_ node: some SyntaxProtocol, name: String) {
    guard Self.issueReportingNames.contains(name), importsSwiftDependencies,
      !imported.contains(ModuleNames.issueReporting)
    else {
      return
    }
    add(
      node,
      "`\(name)` is swift-issue-reporting's, which came with swift-dependencies: add `import IssueReporting` to this file, then run the command again, which gives its target `.product(name: \"IssueReporting\", package: \"xctest-dynamic-overlay\")`",
      GuideSection.beforeFirstBuild)
  }

  private func add(_ node: some SyntaxProtocol, _ what: String, _ section: String) {
    let step = ManualStep(line: file.line(of: node), what: what, section: section)
    if !steps.contains(step) {
      steps.append(step)
    }
  }
}
