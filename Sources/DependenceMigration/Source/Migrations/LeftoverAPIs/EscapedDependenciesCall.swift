import SwiftSyntax

/// A statement `withEscapedDependencies { name in … }` (with `await` or `try` before it, or
/// neither): swift-dependencies' way to carry the current values across an escaping boundary,
/// which this package spells `captureDependencies()`.
///
/// The rewrite keeps the statements where they are and their lines as written: the call and the
/// closure's signature become a `do` block that binds the parameter, so that the names the
/// closure declared stay in a scope of their own.
///
/// ```swift
/// withEscapedDependencies { continuation in      // → do {
///   queue.async {                                 //     let continuation = captureDependencies()
///     continuation.yield { model.refresh() }      //     queue.async {
///   }                                             //       continuation.yield { model.refresh() }
/// }                                               //     }
///                                                 //   }
/// ```
///
/// A call whose value is used (in an expression, or as the one statement of a closure, a getter
/// or a function that returns a value, which may return it), whose closure names its parameter
/// `$0` or `_`, or returns from its body (a `return` there would leave the enclosing function
/// instead), is not of the shape.
struct EscapedDependenciesCall {
  /// The statement.
  let statement: CodeBlockItemSyntax
  /// The closure, and its parameter's name.
  let closure: ClosureExprSyntax
  let parameter: String

  /// Reads `statement`; `nil` unless it is of the shape.
  init?(_ statement: CodeBlockItemSyntax) {
    guard var expression = statement.item.as(ExprSyntax.self) else { return nil }
    while true {
      if let awaited = expression.as(AwaitExprSyntax.self) {
        expression = awaited.expression
      } else if let tried = expression.as(TryExprSyntax.self),
        tried.questionOrExclamationMark == nil
      {
        expression = tried.expression
      } else {
        break
      }
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.isNamed("withEscapedDependencies")
        == true,
      call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
      let closure = call.trailingClosure, let parameter = closure.onlyParameterName,
      !closure.statements.returnsFromClosure, !statement.mayBeImplicitlyReturned
    else {
      return nil
    }
    self.statement = statement
    self.closure = closure
    self.parameter = parameter
  }

  /// The edit: from the statement's first token to the closure's `in`, `do {` and the binding,
  /// on a line of its own at the indentation of the closure's first statement (or of the
  /// statement, one level in, for a closure on one line).
  var edit: SourceEdit {
    let inKeyword = closure.signature?.inKeyword
    let start = statement.positionAfterSkippingLeadingTrivia
    let end =
      inKeyword?.endPositionBeforeTrailingTrivia
      ?? closure.leftBrace.endPositionBeforeTrailingTrivia
    let binding = "let \(parameter) = captureDependencies()"
    let first = closure.statements.first
    guard let first, first.leadingTrivia.hasNewline else {
      return SourceEdit(range: start..<end, replacement: "do { \(binding);")
    }
    return SourceEdit(
      range: start..<end,
      replacement: "do {\n\(first.leadingTrivia.indentation)\(binding)")
  }

  /// The change the edit makes, for the report.
  var change: String {
    "withEscapedDependencies { \(parameter) in … } → do { let \(parameter) = captureDependencies() … }"
  }
}

extension ClosureExprSyntax {
  /// The name of the closure's one parameter, written `name in` or `(name) in` with no type,
  /// effects or capture list; `nil` otherwise, and for `_`.
  fileprivate var onlyParameterName: String? {
    guard let signature, signature.capture == nil, signature.effectSpecifiers == nil,
      signature.returnClause == nil, signature.attributes.isEmpty,
      let parameters = signature.parameterClause
    else {
      return nil
    }
    let name: TokenSyntax?
    switch parameters {
    case .simpleInput(let list) where list.count == 1:
      name = list.first?.name
    case .parameterClause(let clause) where clause.parameters.count == 1:
      let parameter = clause.parameters.first
      name = parameter?.type == nil && parameter?.secondName == nil ? parameter?.firstName : nil
    default:
      name = nil
    }
    guard let name, case .identifier(let text) = name.tokenKind else { return nil }
    return text
  }
}

extension CodeBlockItemSyntax {
  /// Whether the statement is the one statement of a closure, or of a getter or a function with
  /// a result, which return its value when it is the only one.
  fileprivate var mayBeImplicitlyReturned: Bool {
    guard let list = parent?.as(CodeBlockItemListSyntax.self), list.count == 1 else {
      return false
    }
    guard let container = list.parent else { return false }
    if container.is(ClosureExprSyntax.self) { return true }
    guard container.is(CodeBlockSyntax.self), let owner = container.parent else { return false }
    if let function = owner.as(FunctionDeclSyntax.self) {
      return function.signature.returnClause.map { !$0.type.isVoid } ?? false
    }
    return owner.is(AccessorDeclSyntax.self) || owner.is(AccessorBlockSyntax.self)
  }
}

extension CodeBlockItemListSyntax {
  /// Whether a `return` here leaves the closure the statements are the body of: one outside the
  /// closures and functions they declare.
  fileprivate var returnsFromClosure: Bool {
    ReturnFinder(self).found
  }
}

/// Finds a `return` that is not inside a nested closure, function, accessor or initializer.
private final class ReturnFinder: WalkingVisitor {
  private(set) var found = false

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The statements of a file that are ``EscapedDependenciesCall``s.
final class EscapedDependenciesCalls: WalkingVisitor {
  private(set) var found: [EscapedDependenciesCall] = []

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    if let call = EscapedDependenciesCall(node) { found.append(call) }
    return .visitChildren
  }
}

extension TypeSyntax {
  /// Whether the type is written `Void` or `()`.
  fileprivate var isVoid: Bool {
    if let tuple = self.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    return self.as(IdentifierTypeSyntax.self)?.name.text == "Void"
  }
}
