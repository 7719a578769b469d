import SwiftSyntax

/// Rewrites the spellings of swift-dependencies and swift-clocks that have one certain
/// replacement, keeping every other byte of the file.
///
/// The overrides below list every kind of node it rewrites; the rewrites themselves are in its
/// extensions, one concern each: the imports, the module-qualified names, the clocks' generic
/// spelling, `isTesting` and `withMainSerialExecutor`.
final class SourceRewriter: SyntaxRewriter {
  let file: ParsedFile
  let isTest: Bool
  let clocksModule: String
  let dependenciesModule: String
  let importsSwiftDependencies: Bool
  let importsTesting: Bool
  let rewritesIsTesting: Bool
  let dependencyClients: Set<String>
  let imported: Set<String>
  let qualifiedNames: QualifiedNameResolver
  private(set) var changes: [Change] = []

  /// - Parameters:
  ///   - file: The file to rewrite; lines of changes are its lines.
  ///   - isTest: Whether the file belongs to a test target.
  ///   - clocksModule: The module that `import Clocks` becomes (see ``TestingClockUses``).
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
    importsSwiftDependencies: Bool, importsTesting: Bool, rewritesIsTesting: Bool,
    dependencyClients: Set<String>, imported: Set<String>, qualifiedNames: QualifiedNameResolver
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

  override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
    renamedImport(node) ?? DeclSyntax(node)
  }

  override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
    renamedQualifiedType(node)
  }

  override func visit(_ node: KeyPathExprSyntax) -> ExprSyntax {
    renamedQualifiedRoot(node) ?? super.visit(node)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    rewrittenIsTesting(node) ?? renamedQualifiedMember(node) ?? super.visit(node)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    rewrittenIsTesting(node) ?? super.visit(node)
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    clockWithoutDuration(node) ?? super.visit(node)
  }

  override func visit(_ node: GenericSpecializationExprSyntax) -> ExprSyntax {
    clockWithoutDuration(node) ?? super.visit(node)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    renamedCanImport(node) ?? rewrittenMainSerialExecutor(node) ?? super.visit(node)
  }

  /// swift-dependencies' `@DependencyEntry` in this package's spelling (see
  /// ``DependencyEntryRewrite``).
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

  /// Notes a change at the line of `node` in the original file.
  func record(_ node: some SyntaxProtocol, _ description: String) {
    changes.append(Change(line: file.line(of: node), description: description))
  }
}
