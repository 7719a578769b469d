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
/// Rewrites too, in such a file, a class that sets `uncheckedUseMainSerialExecutor = true` in
/// its `setUp` (and back in its `tearDown`): it becomes a `DependenceTestCase` whose `scheduling`
/// is `.deterministic`, as an `invokeTest` override that wraps its tests in
/// `withMainSerialExecutor` does (see ``SerialSetUp``).
///
/// Leaves by hand every other `withMainSerialExecutor` that reached the file through
/// swift-dependencies — the synchronous overload has no counterpart, but around
/// `super.invokeTest()`, where ``InvokeTestMigration`` makes the class a `DependenceTestCase`
/// with deterministic scheduling (see ``SerialInvokeTest``) or says how — and
/// every other `uncheckedUseMainSerialExecutor = true`, which this package's clocks do not need.
struct MainSerialExecutorMigration: SourceFileMigration {
  /// The names of swift-concurrency-extras' main serial executor.
  static let names: Set<String> = ["withMainSerialExecutor", "uncheckedUseMainSerialExecutor"]
  static let useDeterministicScheduling =
    "use `@Test(.deterministicScheduling)` or `withDeterministicScheduling { }`"

  let facts: SourceFacts

  func rename(_ node: FunctionCallExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    if waitsUntilIdle(node) {
      renaming.record(
        node,
        RepeatedWait.statement(awaiting: node, afterOneThat: waitsUntilIdle) == nil
          ? "\(node.calledExpression.trimmedDescription)() → waitUntilIdle(): the serial executor ran other tasks' steps in turn; deterministic scheduling waits for them"
          : "\(node.calledExpression.trimmedDescription)() → removed: the waitUntilIdle() above waits until nothing is left to run"
      )
      return ExprSyntax(
        FunctionCallExprSyntax(
          calledExpression: DeclReferenceExprSyntax(baseName: .identifier("waitUntilIdle")),
          leftParen: .leftParenToken(), arguments: [], rightParen: .rightParenToken()
        )
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }
    guard isRewritten(node), let reference = node.calledExpression.as(DeclReferenceExprSyntax.self)
    else {
      return nil
    }
    renaming.record(node, "withMainSerialExecutor { } → withDeterministicScheduling { }")
    let renamed = reference.with(
      \.baseName, reference.baseName.with(\.tokenKind, .identifier("withDeterministicScheduling")))
    let visited = renaming.visitChildren(of: node).cast(FunctionCallExprSyntax.self)
    return ExprSyntax(visited.with(\.calledExpression, ExprSyntax(renamed)))
  }

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    var made = SourceEdits()
    // The yields renamed in a row: their changes say so already.
    if facts.isTest, facts.importsSwiftDependencies, facts.importsTesting {
      made.edits += RepeatedWait.removals(in: tree)
    }
    guard facts.rewritesSerialSetUp, facts.importsTesting else { return made }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    for serial in SerialSetUp.all(in: tree) {
      made.edits += serial.edits
      made.changes.append(
        Change(
          line: serial.testCase.classKeyword.startLocation(converter: converter).line,
          description: serial.description))
    }
    return made
  }

  /// Whether `node` is `await withMainSerialExecutor { … }`, which becomes
  /// `withDeterministicScheduling { … }`.
  private func isRewritten(_ node: FunctionCallExprSyntax) -> Bool {
    guard facts.isTest, facts.importsSwiftDependencies, facts.importsTesting,
      let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.isNamed("withMainSerialExecutor")
    else {
      return false
    }
    return node.arguments.isEmpty && node.trailingClosure != nil
      && node.additionalTrailingClosures.isEmpty && node.parent?.is(AwaitExprSyntax.self) == true
  }

  /// Whether `node` is `await Task.yield()` or `await Task.megaYield()` that waited for other
  /// tasks' steps on the serial executor, in a test that advances no clock (another test of the
  /// file may): in the body of a
  /// rewritten `withMainSerialExecutor`, or in a class whose serial `invokeTest` becomes
  /// deterministic scheduling. There it becomes `waitUntilIdle()`: a yield no longer lets work
  /// off the test's executor (an actor, a nonisolated closure) run, and the test turned flaky.
  private func waitsUntilIdle(_ node: FunctionCallExprSyntax) -> Bool {
    guard facts.isTest, facts.importsSwiftDependencies, facts.importsTesting,
      !advancesAClock(around: node), node.arguments.isEmpty, node.trailingClosure == nil,
      node.parent?.is(AwaitExprSyntax.self) == true,
      let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.isNamed("Task") == true,
      ["yield", "megaYield"].contains(member.declName.baseName.text)
    else {
      return false
    }
    return sequence(first: Syntax(node), next: \.parent).dropFirst().contains { ancestor in
      if let call = ancestor.as(FunctionCallExprSyntax.self) { return isRewritten(call) }
      guard let type = ancestor.as(ClassDeclSyntax.self) else { return false }
      return Self.isSerial(
        type, rewritesSerialSetUp: facts.rewritesSerialSetUp,
        rewrittenBases: facts.rewrittenTestCases)
    }
  }

  /// Whether the test around `node` advances a clock, as ``DeterministicSchedulingTrait`` reads
  /// it: the whole file counts where `node` is in no function.
  private func advancesAClock(around node: some SyntaxProtocol) -> Bool {
    guard facts.advancesTestClocks else { return false }
    guard let body = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) })?.body else {
      return true
    }
    return DeterministicSchedulingTrait.advancesAClock(body, clockNames: facts.advancedTargetClocks)
  }

  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    if let function = node.as(FunctionDeclSyntax.self) {
      return manualSteps(at: function, in: file)
    }
    return node.as(DeclReferenceExprSyntax.self).map { manualSteps(at: $0, in: file) } ?? []
  }

  /// The step for a test that relied on the serial executor to run its tasks in turn
  /// (``SerialTaskOrder``), where the move gave it deterministic scheduling.
  private func manualSteps(at function: FunctionDeclSyntax, in file: ParsedFile) -> [ManualStep] {
    guard facts.importsTesting, !facts.serialTestsStartingTasks.isEmpty,
      facts.serialTestsStartingTasks.contains(SerialTaskOrder.path(of: function))
    else {
      return []
    }
    return [file.step(at: function.name, SerialTaskOrder.step(for: function), GuideSection.oneLine)]
  }

  private func manualSteps(at node: DeclReferenceExprSyntax, in file: ParsedFile) -> [ManualStep] {
    guard Self.names.contains(node.baseName.text),
      facts.reachesConcurrencyExtrasThroughDependencies,
      !isInvokeTestOfAShape(node)
    else {
      return []
    }
    let advice =
      Self.isInXCTestCase(node) ? Self.useTestCaseScheduling : Self.useDeterministicScheduling
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
    return Self.isDeterministicInvokeTest(function, rewrittenBases: facts.rewrittenTestCases)
  }

  /// Whether `function`, an `invokeTest` override, runs the test on the serial executor in a
  /// shape that ``InvokeTestMigration`` turns into deterministic scheduling, where the classes
  /// `rewrittenBases` become `DependenceTestCase`s.
  static func isDeterministicInvokeTest(
    _ function: FunctionDeclSyntax, rewrittenBases: Set<String>
  ) -> Bool {
    if SerialInvokeTest(function, rewrittenBases: rewrittenBases) != nil { return true }
    guard
      case .success(let parts)? = InvokeTestOverride(function, rewrittenBases: rewrittenBases)?
        .shape
    else {
      return false
    }
    return parts.deterministic
  }

  /// Whether the migration gives `testCase` deterministic scheduling for the main serial
  /// executor it turned on, in its `invokeTest` or, where the file's facts say it rewrites
  /// them (`rewritesSerialSetUp`), its `setUp`.
  static func isSerial(
    _ testCase: ClassDeclSyntax, rewritesSerialSetUp: Bool, rewrittenBases: Set<String>
  ) -> Bool {
    if rewritesSerialSetUp, SerialSetUp(testCase) != nil { return true }
    return testCase.memberBlock.members.contains { member in
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.name.text == "invokeTest"
      else {
        return false
      }
      return isDeterministicInvokeTest(function, rewrittenBases: rewrittenBases)
    }
  }
}
