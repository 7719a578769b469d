import SwiftSyntax

/// APIs of swift-dependencies that work differently here, or not at all, and have no certain
/// rewrite.
///
/// Finds, in a file that uses swift-dependencies, swift-clocks or this package,
/// `withEscapedDependencies`, `DependencyValues._current`, `DependencyValues.$_current`,
/// `cachedValues`, the key paths `\.mainQueue` and `\.mainRunLoop` (an `override func
/// invokeTest()` is ``InvokeTestMigration``'s), and, in a file that uses swift-dependencies, a
/// `prepareDependencies` call that a test may reach inside a scope (``PrepareDependenciesCall``).
///
/// Rewrites `DependencyValues._current` as `DependencyValues.current`, `_DependenciesTrait` as
/// `DependenciesTrait` and `DependencyValues.Continuation` as `DependencyContinuation` in a file that imports swift-dependencies, and there a statement
/// `withEscapedDependencies { name in … }` as a `do` block that binds `name` to
/// `captureDependencies()` (see ``EscapedDependenciesCall``), and
/// `DependencyValues.$_current.withValue(values) { … }` as `withDependencies` (see
/// ``TaskLocalBinding``), and the deprecated `DependencyValues.withValue`, `withValues`,
/// `withTestValues` and `streamWithContinuation` as what they called (``DeprecatedCall``). Removes from a test `DependencyValues._current.cachedValues.resetCache()`
/// (see ``CacheReset``).
///
/// Leaves by hand each other, with what to write here: `captureDependencies()`,
/// `DependencyValues.current`, `withDependencies`, nothing for the cache, and a key of the
/// package's own or a clock.
struct LeftoverAPIsMigration: SourceFileMigration {
  static let escapedDependencies =
    "`withEscapedDependencies` works here, deprecated: write `let continuation = captureDependencies()` before the escaping work, and `continuation.yield { … }` in it"
  static let currentValues = "works, deprecated: `DependencyValues.current`"

  let facts: SourceFacts

  /// `DependencyValues._current`, the spelling swift-dependencies kept public, as
  /// `DependencyValues.current`, which means the same here.
  func rename(_ node: MemberAccessExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard node.isCurrentValues, facts.importsSwiftDependencies else { return nil }
    renaming.record(node, "DependencyValues._current → DependencyValues.current")
    // The module that qualifies it, `Dependencies.DependencyValues`, is renamed too.
    let renamed = renaming.visitChildren(of: node).as(MemberAccessExprSyntax.self) ?? node
    return ExprSyntax(
      renamed.with(
        \.declName,
        node.declName.with(
          \.baseName,
          .identifier("current").with(
            \.trailingTrivia, node.declName.baseName.trailingTrivia))))
  }

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.importsSwiftDependencies else { return SourceEdits() }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let calls = EscapedDependenciesCalls(tree).found
    var made = SourceEdits(
      edits: calls.map(\.edit),
      changes: calls.map {
        Change(
          line: $0.statement.startLocation(converter: converter).line,
          description: $0.change)
      })
    guard facts.isTest else { return made }
    for reset in CacheReset.all(in: tree) {
      made.edits.append(reset.statement.lineRemoval())
      made.changes.append(
        Change(
          line: reset.statement.startLocation(converter: converter).line,
          description: CacheReset.change))
    }
    return made
  }

  /// `DependencyValues.$_current.withValue(values) { … }`, swift-dependencies' task-local bound
  /// by hand, as `withDependencies { $0 = values } operation: { … }` (``TaskLocalBinding``).
  /// So is a deprecated spelling this package does not have (``DeprecatedCall``).
  func rename(_ node: FunctionCallExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard facts.importsSwiftDependencies else { return nil }
    if let original = DeprecatedCall(node) {
      // `withDependencies` replaces a `DependencyValues.withValue` whole, qualifier and all.
      let visited =
        original.replacesName
        ? renaming.visitArguments(of: node)
        : renaming.visitChildren(of: node).cast(FunctionCallExprSyntax.self)
      guard let call = DeprecatedCall(visited) else { return nil }
      renaming.record(node, call.change)
      return call.replacement
    }
    guard TaskLocalBinding(node) != nil else { return nil }
    let visited = renaming.visitChildren(of: node).cast(FunctionCallExprSyntax.self)
    guard let replacement = TaskLocalBinding(visited)?.replacement(of: node) else { return nil }
    renaming.record(node, TaskLocalBinding.change)
    return replacement
  }

  /// `DependencyValues.Continuation`, the type of `withEscapedDependencies`' parameter, as
  /// `DependencyContinuation`, its name here (the old one a deprecated alias).
  func rename(_ node: MemberTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax? {
    guard node.name.text == "Continuation", node.genericArgumentClause == nil,
      node.baseType.as(IdentifierTypeSyntax.self)?.name.text == "DependencyValues",
      facts.importsSwiftDependencies, !facts.declared.contains("DependencyValues")
    else {
      return nil
    }
    renaming.record(node, "DependencyValues.Continuation → DependencyContinuation")
    return TypeSyntax(
      IdentifierTypeSyntax(name: .identifier("DependencyContinuation"))
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
  }

  /// `_DependenciesTrait`, the name swift-dependencies' test support kept public for the type
  /// of its `.dependencies { }` trait (`extension Trait where Self == _DependenciesTrait`), as
  /// `DependenciesTrait`, the type of this package's.
  func rename(_ node: IdentifierTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax? {
    guard node.name.text == "_DependenciesTrait", node.genericArgumentClause == nil,
      facts.importsSwiftDependencies, !facts.declared.contains("_DependenciesTrait")
    else {
      return nil
    }
    renaming.record(node, "_DependenciesTrait → DependenciesTrait")
    return TypeSyntax(
      node.with(\.name, node.name.with(\.tokenKind, .identifier("DependenciesTrait"))))
  }

  /// A step for `withEscapedDependencies` (one not of the rewritten shape, or in a file that does
  /// not import swift-dependencies), `DependencyValues._current` (in a file that does not
  /// import swift-dependencies, where it is not rewritten), `\.mainQueue` and `\.mainRunLoop`.
  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    switch node.as(SyntaxEnum.self) {
    case .declReferenceExpr(let name):
      escapedDependenciesStep(name, in: file) + prepareDependenciesStep(name, in: file)
    case .memberAccessExpr(let access):
      currentValuesStep(access, in: file) + taskLocalStep(access, in: file)
        + cacheStep(access, in: file)
    case .keyPathExpr(let keyPath): mainSchedulerStep(keyPath, in: file)
    default: []
    }
  }

  private func escapedDependenciesStep(_ node: DeclReferenceExprSyntax, in file: ParsedFile)
    -> [ManualStep]
  {
    guard node.baseName.text == "withEscapedDependencies", facts.importsRelatedModules else {
      return []
    }
    return [file.step(at: node, Self.escapedDependencies, GuideSection.oneLine)]
  }

  /// A step for a `prepareDependencies` call in a library's code that a test may reach inside
  /// a `withDependencies` scope (``PrepareDependenciesCall``).
  private func prepareDependenciesStep(_ node: DeclReferenceExprSyntax, in file: ParsedFile)
    -> [ManualStep]
  {
    guard !facts.isTest, facts.importsSwiftDependencies,
      PrepareDependenciesCall.isOutsideAnEntryPoint(node)
    else {
      return []
    }
    return [file.step(at: node, PrepareDependenciesCall.step, GuideSection.behaviour)]
  }

  private func currentValuesStep(_ node: MemberAccessExprSyntax, in file: ParsedFile)
    -> [ManualStep]
  {
    guard node.isCurrentValues, facts.importsRelatedModules else {
      return []
    }
    return [file.step(at: node, Self.currentValues, GuideSection.oneLine)]
  }

  /// A step for `DependencyValues.$_current` other than the rewritten binding.
  private func taskLocalStep(_ node: MemberAccessExprSyntax, in file: ParsedFile) -> [ManualStep] {
    guard node.isTaskLocal, facts.importsRelatedModules else { return [] }
    return [file.step(at: node, TaskLocalBinding.step, GuideSection.oneLine)]
  }

  /// A step for `DependencyValues._current.cachedValues` other than the removed reset.
  private func cacheStep(_ node: MemberAccessExprSyntax, in file: ParsedFile) -> [ManualStep] {
    guard node.isCache, facts.importsRelatedModules else { return [] }
    return [file.step(at: node, CacheReset.step, GuideSection.oneLine)]
  }

  private func mainSchedulerStep(_ node: KeyPathExprSyntax, in file: ParsedFile) -> [ManualStep] {
    guard node.root == nil, facts.importsRelatedModules,
      case .property(let property) = node.components.first?.component,
      ["mainQueue", "mainRunLoop"].contains(property.declName.baseName.text)
    else {
      return []
    }
    return [
      file.step(
        at: node,
        "`\\.\(property.declName.baseName.text)` is not built in: declare its key, or use a clock",
        GuideSection.oneLine)
    ]
  }
}

extension MemberAccessExprSyntax {
  /// Whether the access is `DependencyValues._current`, or `Dependencies.DependencyValues._current`
  /// qualified by a module of swift-dependencies or this package.
  fileprivate var isCurrentValues: Bool { isDependencyValues(member: "_current") }
}
