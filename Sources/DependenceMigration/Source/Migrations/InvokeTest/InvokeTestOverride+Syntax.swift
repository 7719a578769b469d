import SwiftSyntax

// What InvokeTestOverride reads of the syntax around an override.

extension TypeSyntax {
  /// Whether the type is written `XCTestCase` or `XCTest.XCTestCase`.
  var isXCTestCase: Bool {
    if let type = self.as(IdentifierTypeSyntax.self) {
      return type.name.text == "XCTestCase" && type.genericArgumentClause == nil
    }
    guard let type = self.as(MemberTypeSyntax.self) else { return false }
    return type.name.text == "XCTestCase" && type.genericArgumentClause == nil
      && type.baseType.as(IdentifierTypeSyntax.self)?.name.text == "XCTest"
  }
}

extension MemberBlockItemListSyntax {
  /// The names of the functions and properties declared here, in `#if` clauses too.
  var memberNames: [String] {
    flatMap { item -> [String] in
      if let function = item.decl.as(FunctionDeclSyntax.self) {
        return [function.name.identifier?.name ?? function.name.text]
      }
      if let variable = item.decl.as(VariableDeclSyntax.self) {
        return variable.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self).map {
            $0.identifier.identifier?.name ?? $0.identifier.text
          }
        }
      }
      return item.decl.as(IfConfigDeclSyntax.self)?.clauses.flatMap { clause -> [String] in
        if case .decls(let members)? = clause.elements { members.memberNames } else { [] }
      } ?? []
    }
  }
}

extension CodeBlockItemSyntax {
  /// The call of `withDependencies`, `Dependencies.withDependencies` (or this package's module)
  /// that the statement is, with `try` or without.
  var withDependenciesCall: FunctionCallExprSyntax? {
    guard var expression = item.as(ExprSyntax.self) else { return nil }
    if let tried = expression.as(TryExprSyntax.self), tried.questionOrExclamationMark == nil {
      expression = tried.expression
    }
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return reference.isNamed("withDependencies") ? call : nil
    }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.isNamed("withDependencies"),
      let base = member.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
      ["Dependencies", "Dependence", "DependenceTesting"].contains(base.baseName.text)
    else {
      return nil
    }
    return call
  }

  /// The one statement of the closure when the statement is swift-concurrency-extras'
  /// synchronous `withMainSerialExecutor { … }`, which swift-dependencies re-exported; `nil`
  /// for any other statement.
  var mainSerialExecutorStatement: CodeBlockItemSyntax? {
    guard let call = item.as(FunctionCallExprSyntax.self), call.calledExpression.isMainSerialExecutor,
      call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
      let operation = call.trailingClosure, operation.signature == nil,
      operation.statements.count == 1
    else {
      return nil
    }
    return operation.statements.first
  }

  /// Whether the statement is `super.invokeTest()`.
  var isSuperInvokeTest: Bool {
    guard let call = item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.is(SuperExprSyntax.self) == true
    else {
      return false
    }
    return member.declName.isNamed("invokeTest")
  }
}

extension FunctionCallExprSyntax {
  /// The update and operation closures of `withDependencies { } operation: { }`,
  /// `withDependencies({ }, operation: { })` or `withDependencies({ }) { }`.
  var updateAndOperation: (ClosureExprSyntax, ClosureExprSyntax)? {
    let arguments = Array(arguments)
    let additional = Array(additionalTrailingClosures)
    let first = arguments.first.flatMap {
      $0.label == nil ? $0.expression.as(ClosureExprSyntax.self) : nil
    }
    switch (arguments.count, trailingClosure, additional.count) {
    case (0, let update?, 1) where additional[0].label.text == "operation":
      return (update, additional[0].closure)
    case (1, let operation?, 0):
      return first.map { ($0, operation) }
    case (2, nil, 0) where arguments[1].label?.text == "operation":
      guard let update = first,
        let operation = arguments[1].expression.as(ClosureExprSyntax.self)
      else { return nil }
      return (update, operation)
    default:
      return nil
    }
  }
}

extension ExprSyntax {
  /// Whether the expression names `withMainSerialExecutor`, plainly or qualified by the module
  /// that declares or re-exported it.
  fileprivate var isMainSerialExecutor: Bool {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      return reference.isNamed("withMainSerialExecutor")
    }
    guard let member = self.as(MemberAccessExprSyntax.self),
      member.declName.isNamed("withMainSerialExecutor"),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else {
      return false
    }
    return ["ConcurrencyExtras", "Dependencies"].contains(base.baseName.text)
  }
}
