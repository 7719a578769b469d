import SwiftSyntax

/// A statement `DependencyValues._current.cachedValues.resetCache()` in a test: swift-dependencies'
/// cache of live values, emptied by hand between tests through its `@_spi(Internals)` API.
///
/// The cache is private here, and with `DependenceTesting` linked, which the move gives every
/// test target, each test starts with a fresh one: the statement goes. Any other use of
/// `cachedValues` is a step.
struct CacheReset {
  /// The statement.
  let statement: CodeBlockItemSyntax

  /// What the removal says it did.
  static let change =
    "DependencyValues._current.cachedValues.resetCache() → removed: each test starts with a fresh cache"
  /// The step for another use of the cache.
  static let step =
    "`DependencyValues.cachedValues` is private here: with DependenceTesting linked, each test starts with a fresh cache; remove this"

  /// Reads `statement`, of the renamed tree; `nil` unless it is of the shape, fills its lines and
  /// carries no comment, so that removing it loses nothing.
  init?(_ statement: CodeBlockItemSyntax) {
    guard let call = statement.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil,
      let reset = call.calledExpression.as(MemberAccessExprSyntax.self),
      reset.declName.isNamed("resetCache"),
      let cache = reset.base?.as(MemberAccessExprSyntax.self), cache.isCache,
      statement.fillsItsLines, !statement.hasComments
    else {
      return nil
    }
    self.statement = statement
  }

  /// The statements of `tree` of the shape.
  static func all(in tree: some SyntaxProtocol) -> [CacheReset] {
    guard tree.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "cachedValues" })
    else {
      return []
    }
    return StatementFinder(tree).statements.compactMap(CacheReset.init)
  }
}

extension MemberAccessExprSyntax {
  /// Whether the access is `DependencyValues._current.cachedValues` (or `.current`, as the
  /// move renames it), its type qualified or not.
  var isCache: Bool {
    guard declName.isNamed("cachedValues"), let values = base?.as(MemberAccessExprSyntax.self)
    else {
      return false
    }
    return values.isDependencyValues(member: "_current")
      || values.isDependencyValues(member: "current")
  }
}

/// The statements of a tree.
private final class StatementFinder: WalkingVisitor {
  private(set) var statements: [CodeBlockItemSyntax] = []

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    statements.append(node)
    return .visitChildren
  }
}
