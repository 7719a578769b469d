import SwiftSyntax

/// swift-concurrency-extras' `withMainSerialExecutor`, which swift-dependencies re-exported, in
/// this package's spelling.
///
/// Finds `await withMainSerialExecutor { … }` in a test file that imports swift-dependencies and
/// will import `DependenceTesting`.
///
/// Rewrites it to `withDeterministicScheduling { … }`: the same shape (an async body,
/// rethrowing), running the body on an executor of the test's own that test clocks run until
/// idle, which is what the serial executor was for.
///
/// Leaves by hand every other `withMainSerialExecutor` that reached the file through
/// swift-dependencies — the synchronous overload has no counterpart, but around
/// `super.invokeTest()`, where ``InvokeTestMigration`` makes the class a `DependenceTestCase`
/// with deterministic scheduling (see ``SerialInvokeTest``) or says how — and
/// `uncheckedUseMainSerialExecutor = true`, which this package's clocks do not need.
struct MainSerialExecutorMigration: SourceFileMigration {
  /// The names of swift-concurrency-extras' main serial executor.
  static let names: Set<String> = ["withMainSerialExecutor", "uncheckedUseMainSerialExecutor"]
  static let useDeterministicScheduling =
    "use `@Test(.deterministicScheduling)` or `withDeterministicScheduling { }`"

  let facts: SourceFacts

  func rename(_ node: FunctionCallExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    guard facts.isTest, facts.importsSwiftDependencies, facts.importsTesting,
      let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.isNamed("withMainSerialExecutor"),
      node.arguments.isEmpty, node.trailingClosure != nil,
      node.additionalTrailingClosures.isEmpty, node.parent?.is(AwaitExprSyntax.self) == true
    else {
      return nil
    }
    renaming.record(node, "withMainSerialExecutor { } → withDeterministicScheduling { }")
    let renamed = reference.with(
      \.baseName, reference.baseName.with(\.tokenKind, .identifier("withDeterministicScheduling")))
    let visited = renaming.visitChildren(of: node).cast(FunctionCallExprSyntax.self)
    return ExprSyntax(visited.with(\.calledExpression, ExprSyntax(renamed)))
  }

  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    node.as(DeclReferenceExprSyntax.self).map { manualSteps(at: $0, in: file) } ?? []
  }

  private func manualSteps(at node: DeclReferenceExprSyntax, in file: ParsedFile) -> [ManualStep] {
    guard Self.names.contains(node.baseName.text),
      facts.reachesConcurrencyExtrasThroughDependencies,
      !isInvokeTestOfAShape(node)
    else {
      return []
    }
    let advice = Self.isInXCTestCase(node) ? Self.useTestCaseScheduling : Self.useDeterministicScheduling
    return [file.step(at: node, advice, GuideSection.oneLine)]
  }

  /// The step in an XCTest class, where no `@Test` trait reaches.
  static let useTestCaseScheduling =
    "subclass `DependenceTestCase` and override `scheduling` with `.deterministic`, or wrap each test's body in `withDeterministicScheduling { }`"

  /// Whether `node` is in a class that subclasses `XCTestCase`, or in an `override` of one of
  /// its methods (`setUp`, `tearDown`), where the class is another test case.
  private static func isInXCTestCase(_ node: some SyntaxProtocol) -> Bool {
    sequence(first: Syntax(node), next: \.parent).contains { ancestor in
      if let type = ancestor.as(ClassDeclSyntax.self) {
        return type.inheritanceClause?.inheritedTypes.first?.type.isXCTestCase == true
      }
      guard let function = ancestor.as(FunctionDeclSyntax.self) else { return false }
      return function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        && ["setUp", "setUpWithError", "tearDown", "tearDownWithError"].contains(function.name.text)
    }
  }

  /// Whether `node` is in an `invokeTest` override whose serial executor ``InvokeTestMigration``
  /// turns into deterministic scheduling, or names in its own step.
  private func isInvokeTestOfAShape(_ node: DeclReferenceExprSyntax) -> Bool {
    guard let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }) else {
      return false
    }
    if SerialInvokeTest(function, rewrittenBases: facts.rewrittenTestCases) != nil { return true }
    guard case .success(let parts)? = InvokeTestOverride(
      function, rewrittenBases: facts.rewrittenTestCases)?.shape
    else {
      return false
    }
    return parts.deterministic
  }
}
