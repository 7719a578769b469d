import SwiftSyntax

/// Rewrites the spellings of swift-dependencies and swift-clocks that have one certain
/// replacement, keeping every other byte of the file.
final class SourceRewriter: SyntaxRewriter {
  private let file: ParsedFile
  private let isTest: Bool
  private let clocksModule: String
  private let dependenciesModule: String
  private let importsSwiftDependencies: Bool
  private let importsTesting: Bool
  private let rewritesIsTesting: Bool
  private let dependencyClients: Set<String>
  private let imported: Set<String>
  private let qualifiedNames: QualifiedNameMigration
  private(set) var changes: [Change] = []

  /// - Parameters:
  ///   - file: The file to rewrite; lines of changes are its lines.
  ///   - isTest: Whether the file belongs to a test target.
  ///   - clocksModule: The module that `import Clocks` becomes (see ``ClockUses``).
  ///   - dependenciesModule: The module that `import Dependencies` becomes: `Dependence`, or
  ///     `DependenceTesting` where the file reached `TestClock` through its re-export.
  ///   - importsSwiftDependencies: Whether the file imports a module of swift-dependencies, so
  ///     that a bare `@DependencyEntry` is that package's macro.
  ///   - importsTesting: Whether the file will import `DependenceTesting`, where
  ///     `withDeterministicScheduling` is.
  ///   - rewritesIsTesting: Whether a bare `isTesting` is the one swift-dependencies re-exported
  ///     (see ``IsTestingRewrite``).
  ///   - dependencyClients: The package's `@DependencyClient` types, by name.
  ///   - imported: The modules the file imports, anywhere in it.
  ///   - qualifiedNames: What becomes of the file's module-qualified names.
  init(
    file: ParsedFile, isTest: Bool, clocksModule: String, dependenciesModule: String,
    importsSwiftDependencies: Bool, importsTesting: Bool, rewritesIsTesting: Bool, dependencyClients: Set<String>,
    imported: Set<String>, qualifiedNames: QualifiedNameMigration
  ) {
    self.file = file
    self.isTest = isTest
    self.clocksModule = clocksModule
    self.dependenciesModule = dependenciesModule
    self.importsSwiftDependencies = importsSwiftDependencies
    self.importsTesting = importsTesting
    self.rewritesIsTesting = rewritesIsTesting
    self.dependencyClients = dependencyClients
    self.imported = imported
    self.qualifiedNames = qualifiedNames
    super.init(viewMode: .sourceAccurate)
  }

  /// The module here that `import module` becomes, if it is renamed.
  private func renamed(_ module: String) -> String? {
    switch module {
    case "Dependencies": dependenciesModule
    case ModuleNames.clocks: clocksModule
    default: ModuleNames.renamed[module]
    }
  }

  /// `import Dependencies` (with its attributes, `@_exported` too, and modifiers) and
  /// `import struct Dependencies.DependencyValues` when the declaration here is of the same kind.
  override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
    guard let first = node.path.first else { return DeclSyntax(node) }
    let module = first.name.text
    let target: String?
    if node.wholeModule != nil {
      target = renamed(module)
    } else if let kind = node.importKindSpecifier, node.path.count == 2, let name = node.path.last,
      QualifiedNames.modules.contains(module),
      case .declared(let here, let hereKind) = QualifiedNames.counterpart(
        of: name.name.text, in: module),
      hereKind.isEmpty || hereKind == kind.text
    {
      target = here
    } else {
      target = nil
    }
    guard let target else { return DeclSyntax(node) }
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

  /// `Dependencies.DependencyValues` as a type, in an attribute (`@Dependencies.Dependency`) or
  /// a key path's root.
  override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
    guard let base = node.baseType.as(IdentifierTypeSyntax.self),
      base.genericArgumentClause == nil,
      case .rename(let module)? = qualifiedNames.outcome(
        module: base.name.text, name: node.name.text)
    else {
      return withoutDuration(super.visit(node))
    }
    record(node, "\(base.name.text).\(node.name.text) → \(module).\(node.name.text)")
    let renamedBase = base.with(\.name, base.name.with(\.tokenKind, .identifier(module)))
    let visited = super.visit(node).cast(MemberTypeSyntax.self)
    return withoutDuration(TypeSyntax(visited.with(\.baseType, TypeSyntax(renamedBase))))
  }

  /// `DependenceTesting.TestClock<Duration>` → `DependenceTesting.TestClock`, for a qualified
  /// clock of this package.
  private func withoutDuration(_ type: TypeSyntax) -> TypeSyntax {
    guard let member = type.as(MemberTypeSyntax.self),
      let base = member.baseType.as(IdentifierTypeSyntax.self),
      ModuleNames.dependence.contains(base.name.text),
      ModuleNames.genericClocks.contains(member.name.text),
      let clause = member.genericArgumentClause, clause.isDuration
    else {
      return type
    }
    record(member, "\(member.trimmedDescription) → \(base.name.text).\(member.name.text)")
    let name = member.name.with(
      \.trailingTrivia, member.name.trailingTrivia + clause.trailingTrivia)
    return TypeSyntax(member.with(\.genericArgumentClause, nil).with(\.name, name))
  }

  /// `\Dependencies.DependencyValues.x`, whose root the parser reads as `Dependencies` and its
  /// first component as `.DependencyValues`.
  override func visit(_ node: KeyPathExprSyntax) -> ExprSyntax {
    guard let (root, name) = node.qualifiedRoot,
      case .rename(let module)? = qualifiedNames.outcome(module: root.name.text, name: name)
    else {
      return super.visit(node)
    }
    record(node, "\(root.name.text).\(name) → \(module).\(name)")
    let renamedRoot = root.with(\.name, root.name.with(\.tokenKind, .identifier(module)))
    let visited = super.visit(node).cast(KeyPathExprSyntax.self)
    return ExprSyntax(visited.with(\.root, TypeSyntax(renamedRoot)))
  }

  /// `Dependencies.withDependencies { }` and other qualified names in expressions;
  /// `Dependencies.isTesting` → `DependencyValues.current.context == .test`.
  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    if importsSwiftDependencies, let replacement = IsTestingRewrite.replacement(for: node) {
      record(
        node,
        "Dependencies.isTesting → \(replacement.trimmedDescription): swift-issue-reporting's isTesting"
      )
      return replacement
    }
    guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
      case .rename(let module)? = qualifiedNames.outcome(
        module: base.baseName.text, name: node.declName.baseName.text)
    else {
      return super.visit(node)
    }
    let name = node.declName.baseName.text
    record(node, "\(base.baseName.text).\(name) → \(module).\(name)")
    let renamedBase = base.with(\.baseName, base.baseName.with(\.tokenKind, .identifier(module)))
    let visited = super.visit(node).cast(MemberAccessExprSyntax.self)
    return ExprSyntax(visited.with(\.base, ExprSyntax(renamedBase)))
  }

  /// `isTesting` → `DependencyValues.current.context == .test`.
  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    guard rewritesIsTesting, let replacement = IsTestingRewrite.replacement(for: node) else {
      return super.visit(node)
    }
    record(node, "isTesting → \(replacement.trimmedDescription): swift-issue-reporting's isTesting")
    return replacement
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    guard ModuleNames.genericClocks.contains(node.name.text),
      let clause = node.genericArgumentClause, clause.isDuration
    else {
      return super.visit(node)
    }
    record(node, "\(node.trimmedDescription) → \(node.name.text)")
    let name = node.name.with(\.trailingTrivia, node.name.trailingTrivia + clause.trailingTrivia)
    return TypeSyntax(node.with(\.genericArgumentClause, nil).with(\.name, name))
  }

  override func visit(_ node: GenericSpecializationExprSyntax) -> ExprSyntax {
    guard let reference = node.expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil,
      ModuleNames.genericClocks.contains(reference.baseName.text),
      node.genericArgumentClause.isDuration
    else {
      return super.visit(node)
    }
    record(node, "\(node.trimmedDescription) → \(reference.baseName.text)")
    return ExprSyntax(
      reference.with(
        \.trailingTrivia, reference.trailingTrivia + node.genericArgumentClause.trailingTrivia)
    )
  }

  /// `await withMainSerialExecutor { … }` in a test file → `withDeterministicScheduling`: the
  /// same shape (an async body, rethrowing), running the body on an executor of the test's own
  /// that test clocks run until idle, which is what the serial executor was for. The synchronous
  /// overload (around `invokeTest`, say) has no counterpart and is left to the manual steps.
  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    if let renamed = renamedCanImport(node) { return renamed }
    guard isTest, importsSwiftDependencies, importsTesting,
      let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "withMainSerialExecutor", reference.argumentNames == nil,
      node.arguments.isEmpty, node.trailingClosure != nil,
      node.additionalTrailingClosures.isEmpty, node.isAwaited
    else {
      return super.visit(node)
    }
    record(node, "withMainSerialExecutor { } → withDeterministicScheduling { }")
    let renamed = reference.with(
      \.baseName, reference.baseName.with(\.tokenKind, .identifier("withDeterministicScheduling")))
    let visited = super.visit(node).cast(FunctionCallExprSyntax.self)
    return ExprSyntax(visited.with(\.calledExpression, ExprSyntax(renamed)))
  }

  override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
    let visited = super.visit(node)
    guard let declaration = visited.as(VariableDeclSyntax.self),
      let rewrite = DependencyEntryRewrite(
        declaration, importsSwiftDependencies: importsSwiftDependencies,
        dependencyClients: dependencyClients)
    else {
      return visited
    }
    record(node, rewrite.description)
    return DeclSyntax(rewrite.declaration)
  }

  /// `canImport(Dependencies)` in a `#if` condition, renamed as the file's import of the module
  /// is.
  private func renamedCanImport(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
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

  private func record(_ node: some SyntaxProtocol, _ description: String) {
    changes.append(Change(line: file.line(of: node), description: description))
  }
}

extension FunctionCallExprSyntax {
  /// Whether the call is the operand of an `await` (`await f { }`, `try await f { }`).
  fileprivate var isAwaited: Bool {
    parent?.is(AwaitExprSyntax.self) == true
  }

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

extension KeyPathExprSyntax {
  /// The root and first component of `\Module.Name.x`, which the parser reads as a root
  /// `Module` and components `.Name.x`: `nil` for any other key path.
  var qualifiedRoot: (root: IdentifierTypeSyntax, name: String)? {
    guard let root = root?.as(IdentifierTypeSyntax.self), root.genericArgumentClause == nil,
      case .property(let property)? = components.first?.component,
      property.declName.argumentNames == nil
    else {
      return nil
    }
    return (root, property.declName.baseName.text)
  }
}
