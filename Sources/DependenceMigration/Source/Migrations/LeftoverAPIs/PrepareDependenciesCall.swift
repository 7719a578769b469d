import SwiftSyntax

/// A `prepareDependencies` call that a test may reach inside a `withDependencies` scope, where
/// this package reports it and swift-dependencies let it pass: one in a library's code, away
/// from an entry point.
///
/// An entry point is top-level code (`main.swift`), a `static func main()`, an `App`'s
/// initializer or an application delegate's method: tests do not call those. Nor do they reach
/// a call under `if !isTesting` or after `guard !isTesting`. A command's
/// `run()`, a model's method or a helper is not one, since a test may call it in a scope.
enum PrepareDependenciesCall {
  /// The step at such a call.
  static let step =
    "`prepareDependencies` reports here when it runs inside a `withDependencies` scope, as when a test calls this code in one (swift-dependencies let that pass): call it at the entry point, outside any scope, or set the values in the test instead"

  /// The protocols whose conformers' initializers or methods start an app.
  private static let entryPointTypes: Set<String> = [
    "App", "UIApplicationDelegate", "NSApplicationDelegate", "WKApplicationDelegate",
  ]

  /// Whether `node` is the called name of a `prepareDependencies` call outside an entry point.
  static func isOutsideAnEntryPoint(_ node: DeclReferenceExprSyntax) -> Bool {
    guard node.isNamed("prepareDependencies"), node.isCalledName else { return false }
    let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) })
    let initializer = node.ancestorOrSelf(mapping: { $0.as(InitializerDeclSyntax.self) })
    guard function != nil || initializer != nil, !isSkippedInTests(node) else { return false }
    if let function, function.name.text == "main",
      function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
    {
      return false
    }
    let type = node.ancestorOrSelf(mapping: { $0.asProtocol((any DeclGroupSyntax).self) })
    let inherited = type?.inheritanceClause?.inheritedTypes.map {
      $0.type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
    }
    return Set(inherited ?? []).isDisjoint(with: entryPointTypes)
  }

  /// The conditions that keep a call from tests, as written before the move and after it.
  private static let outsideTests: Set<String> = [
    "!isTesting", "!(DependencyContext.process == .test)", "DependencyContext.process != .test",
  ]

  /// Whether `node` is in the body of an `if !isTesting`, or after a `guard !isTesting` of a
  /// block around it: no test reaches it.
  private static func isSkippedInTests(_ node: some SyntaxProtocol) -> Bool {
    var child = Syntax(node)
    while let parent = child.parent {
      if let ifExpression = parent.as(IfExprSyntax.self), child.id == ifExpression.body.id,
        ifExpression.conditions.contains(where: { outsideTests.contains($0.trimmedDescription) })
      {
        return true
      }
      if let items = parent.as(CodeBlockItemListSyntax.self) {
        for item in items {
          if item.id == child.id { break }
          if let guardStatement = item.item.as(GuardStmtSyntax.self),
            guardStatement.conditions.contains(where: {
              outsideTests.contains($0.trimmedDescription)
            })
          {
            return true
          }
        }
      }
      child = parent
    }
    return false
  }
}
