import SwiftSyntax

/// Rewrites the spellings of swift-dependencies and swift-clocks that have one certain
/// replacement, keeping every other byte of the file.
final class SourceRewriter: SyntaxRewriter {
  private let file: ParsedFile
  private let isTest: Bool
  private let importsSwiftDependencies: Bool
  private let importsTesting: Bool
  private let dependencyClients: Set<String>
  private(set) var changes: [Change] = []

  /// - Parameters:
  ///   - file: The file to rewrite; lines of changes are its lines.
  ///   - isTest: Whether the file belongs to a test target, where `import Clocks` becomes
  ///     `import DependenceTesting`.
  ///   - importsSwiftDependencies: Whether the file imports a module of swift-dependencies, so
  ///     that a bare `@DependencyEntry` is that package's macro.
  ///   - importsTesting: Whether the file will import `DependenceTesting`, where
  ///     `withDeterministicScheduling` is.
  ///   - dependencyClients: The package's `@DependencyClient` types, by name.
  init(
    file: ParsedFile, isTest: Bool, importsSwiftDependencies: Bool, importsTesting: Bool,
    dependencyClients: Set<String>
  ) {
    self.file = file
    self.isTest = isTest
    self.importsSwiftDependencies = importsSwiftDependencies
    self.importsTesting = importsTesting
    self.dependencyClients = dependencyClients
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
    guard let module = node.wholeModule, let first = node.path.first else {
      return DeclSyntax(node)
    }
    let renamed =
      ModuleNames.renamed[module]
      ?? (module == ModuleNames.clocks && isTest ? "DependenceTesting" : nil)
    guard let renamed else { return DeclSyntax(node) }
    record(node, "import \(module) → import \(renamed)")
    let component = first.with(\.name, first.name.with(\.tokenKind, .identifier(renamed)))
    return DeclSyntax(node.with(\.path, ImportPathComponentListSyntax([component])))
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

  private func record(_ node: some SyntaxProtocol, _ description: String) {
    changes.append(Change(line: file.line(of: node), description: description))
  }
}

extension FunctionCallExprSyntax {
  /// Whether the call is the operand of an `await` (`await f { }`, `try await f { }`).
  fileprivate var isAwaited: Bool {
    parent?.is(AwaitExprSyntax.self) == true
  }
}
