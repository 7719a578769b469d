import SwiftSyntax

/// A `prepareDependencies` call that a test may reach inside a `withDependencies` scope, where
/// this package reports it and swift-dependencies let it pass: one in a library's code, away
/// from an entry point.
///
/// An entry point is top-level code (`main.swift`), a `static func main()`, an `App`'s
/// initializer or an application delegate's method: tests do not call those. A command's
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
    guard function != nil || initializer != nil else { return false }
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
}
