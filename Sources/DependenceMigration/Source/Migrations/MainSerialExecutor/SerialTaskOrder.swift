import SwiftSyntax

/// The tests of a file, as it was written, that ran on swift-concurrency-extras' main serial
/// executor and start several tasks off the main actor.
///
/// The serial executor ran every task one step at a time, in the order they were started, so
/// such a test could rely on that order. Once the move gives it deterministic scheduling (a
/// class whose `invokeTest` or `setUp` becomes `scheduling` `.deterministic`, a body that
/// becomes `withDeterministicScheduling { }`), those tasks run on the global executor, in no
/// fixed order; on the main actor they run in turn again. The migration cannot tell whether a
/// test relies on the order, so it lists such a test with that advice.
///
/// A test counts where it is not main-actor isolated (no `@MainActor` on it or the types
/// around it, nor main-actor default isolation, unless `nonisolated`) and its serial part
/// starts two unstructured tasks or more (`Task { }`, `Task.detached { }`, one in a loop
/// counting as several), leaving out those whose closure is `@MainActor`.
struct SerialTaskOrder {
  /// The tests found, each by the names of the types around it and its own
  /// (`SearchTests.testOrder`), which the migrated file keeps.
  let tests: Set<String>

  /// Finds the tests of `tree`.
  ///
  /// - Parameters:
  ///   - isSerial: Whether the migration gives a class deterministic scheduling for the main
  ///     serial executor it turned on.
  ///   - mainActorByDefault: Whether a manifest of the package sets main-actor default
  ///     isolation.
  init(
    _ tree: SourceFileSyntax, mainActorByDefault: Bool, isSerial: (ClassDeclSyntax) -> Bool
  ) {
    var tests: Set<String> = []
    for function in FunctionFinder(tree).functions {
      guard let body = function.body,
        !Self.isOnTheMainActor(function, byDefault: mainActorByDefault)
      else {
        continue
      }
      // A member's parents: the item, the list, the block, the class.
      let type = function.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self)
      let scopes: [Syntax] =
        type.map(isSerial) == true && function.name.text.hasPrefix("test")
        ? [Syntax(body)] : Self.serialClosures(in: body)
      if scopes.contains(where: { TaskFinder($0).startsSeveral }) {
        tests.insert(Self.path(of: function))
      }
    }
    self.tests = tests
  }

  /// The step for `function`, a test found here, in the migrated file.
  static func step(for function: FunctionDeclSyntax) -> String {
    "`\(function.name.text)` starts tasks off the main actor: the main serial executor ran them one after another, deterministic scheduling does not; if the test relies on their order, mark it `@MainActor`"
  }

  /// `function`'s name after the names of the types around it.
  static func path(of function: FunctionDeclSyntax) -> String {
    let types = sequence(first: Syntax(function), next: \.parent).compactMap { node -> String? in
      if let type = node.asProtocol((any NamedDeclSyntax).self), !node.is(FunctionDeclSyntax.self) {
        return type.name.text
      }
      return node.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
    }
    return (types.reversed() + [function.name.text]).joined(separator: ".")
  }

  /// The bodies of the `await withMainSerialExecutor { … }` calls of `body` that are not
  /// `@MainActor` closures: the ones the migration makes `withDeterministicScheduling { … }`.
  private static func serialClosures(in body: CodeBlockSyntax) -> [Syntax] {
    body.tokens(viewMode: .sourceAccurate)
      .filter { $0.text == "withMainSerialExecutor" }
      .compactMap { token -> Syntax? in
        guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self),
          call.parent?.is(AwaitExprSyntax.self) == true, call.arguments.isEmpty,
          let closure = call.trailingClosure, !closure.isMainActor
        else {
          return nil
        }
        return Syntax(closure.statements)
      }
  }

  /// Whether `function` runs on the main actor: marked `@MainActor`, in a type so marked, or
  /// in a package whose default is the main actor, unless it says `nonisolated`.
  private static func isOnTheMainActor(_ function: FunctionDeclSyntax, byDefault: Bool) -> Bool {
    if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.nonisolated) }) {
      return false
    }
    if function.attributes.namesMainActor { return true }
    let types = sequence(first: Syntax(function), next: \.parent).dropFirst()
    for node in types {
      if let attributes = node.asProtocol((any WithAttributesSyntax).self)?.attributes,
        attributes.namesMainActor
      {
        return true
      }
      if node.is(ActorDeclSyntax.self) { return true }
    }
    return byDefault
  }
}

extension AttributeListSyntax {
  /// Whether one of the attributes is `@MainActor`.
  fileprivate var namesMainActor: Bool {
    contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
  }
}

extension ClosureExprSyntax {
  /// Whether the closure says `@MainActor in`.
  fileprivate var isMainActor: Bool { signature?.attributes.namesMainActor == true }
}

/// The functions of a tree, nested ones too.
private final class FunctionFinder: WalkingVisitor {
  private(set) var functions: [FunctionDeclSyntax] = []

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    functions.append(node)
    return .visitChildren
  }
}

/// The unstructured tasks a part of a test starts.
private final class TaskFinder: WalkingVisitor {
  private var count = 0

  /// Whether the part starts two tasks or more, one in a loop counting as several.
  var startsSeveral: Bool { count >= 2 }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    guard Self.startsTask(node) else { return .visitChildren }
    let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
    if closure?.isMainActor != true {
      count += Self.isInLoop(node) ? 2 : 1
    }
    return .visitChildren
  }

  /// Whether `call` is `Task { }`, `Task(priority:) { }`, `Task<…> { }` or `Task.detached { }`.
  private static func startsTask(_ call: FunctionCallExprSyntax) -> Bool {
    let called = call.calledExpression
    if let reference = called.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == "Task"
    }
    if let specialized = called.as(GenericSpecializationExprSyntax.self) {
      return specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task"
    }
    guard let member = called.as(MemberAccessExprSyntax.self) else { return false }
    return member.declName.baseName.text == "detached"
      && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task"
  }

  /// Whether `node` is in a `for`, `while` or `repeat` loop of the test.
  private static func isInLoop(_ node: some SyntaxProtocol) -> Bool {
    sequence(first: Syntax(node), next: \.parent).prefix { !$0.is(FunctionDeclSyntax.self) }
      .contains {
        $0.is(ForStmtSyntax.self) || $0.is(WhileStmtSyntax.self) || $0.is(RepeatStmtSyntax.self)
      }
  }
}
