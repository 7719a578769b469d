import SwiftSyntax

/// The update closure of `withDependencies` in an `invokeTest` override, whose statements become
/// the body of `dependencies(_ values: inout DependencyValues)`: `{ $0.x = … }`,
/// `{ values in … }` or `{ (values: inout DependencyValues) in … }`, with nothing else in its
/// signature.
struct UpdateClosure {
  /// The name the parameter gets in `dependencies(_:)`.
  static let parameterName = "values"

  static let signature = "the update closure is not `{ $0… }` or `{ values in … }`"
  static let throwing = "the update closure may throw, and `dependencies(_:)` cannot"
  static let usesValues = "the update closure already uses the name `values`"

  /// The closure.
  let closure: ClosureExprSyntax
  /// The uses of its parameter that become `values`: `$0` outside nested closures, or its name.
  let references: [DeclReferenceExprSyntax]

  /// The closure's parts, or why it cannot become the body of `dependencies(_:)`.
  static func read(_ closure: ClosureExprSyntax)
    -> Result<UpdateClosure, InvokeTestOverride.NotRewritten>
  {
    func notRewritten(_ reason: String) -> Result<UpdateClosure, InvokeTestOverride.NotRewritten> {
      .failure(InvokeTestOverride.NotRewritten(reason: reason))
    }
    let name: String?
    if let signature = closure.signature {
      guard let parameter = signature.onlyParameter else { return notRewritten(Self.signature) }
      name = parameter
    } else {
      name = nil
    }
    let uses = ParameterUses(closure.statements, name: name)
    guard !uses.throwing else { return notRewritten(throwing) }
    if let name, uses.declared.contains(name) {
      return notRewritten("the update closure declares `\(name)` again")
    }
    if name != parameterName, uses.namesValues { return notRewritten(usesValues) }
    return .success(
      UpdateClosure(closure: closure, references: name == parameterName ? [] : uses.references))
  }
}

extension ClosureSignatureSyntax {
  /// The name of the one parameter of a signature with nothing else: no attributes, capture
  /// list, effects or result type; `nil` for `_` or another signature.
  fileprivate var onlyParameter: String? {
    guard attributes.isEmpty, capture == nil, effectSpecifiers == nil, returnClause == nil else {
      return nil
    }
    let name: TokenSyntax
    switch parameterClause {
    case .simpleInput(let list)?:
      guard list.count == 1, let parameter = list.first else { return nil }
      name = parameter.name
    case .parameterClause(let clause)?:
      guard clause.parameters.count == 1, let parameter = clause.parameters.first,
        parameter.secondName == nil, parameter.ellipsis == nil, parameter.attributes.isEmpty,
        parameter.modifiers.isEmpty
      else {
        return nil
      }
      name = parameter.firstName
    case nil:
      return nil
    }
    guard case .identifier = name.tokenKind else { return nil }
    return name.identifier?.name ?? name.text
  }
}

/// What the statements of an update closure do with names: the uses of its parameter, whether
/// they name `values`, what they declare, and whether they may throw.
private final class ParameterUses: SyntaxVisitor {
  /// The parameter's name, `nil` for `$0`.
  private let name: String?
  /// How many closures inside the statements hold the node visited.
  private var closureDepth = 0
  private(set) var references: [DeclReferenceExprSyntax] = []
  private(set) var namesValues = false
  private(set) var throwing = false
  /// The names the statements declare.
  let declared: Set<String>

  init(_ statements: CodeBlockItemListSyntax, name: String?) {
    self.name = name
    declared = DeclaredNames(statements).names
    super.init(viewMode: .sourceAccurate)
    walk(statements)
    namesValues = namesValues || declared.contains(UpdateClosure.parameterName)
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    closureDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: ClosureExprSyntax) {
    closureDepth -= 1
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    closureDepth += 1
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    closureDepth -= 1
  }

  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    if closureDepth == 0, node.questionOrExclamationMark == nil { throwing = true }
    return .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    guard node.argumentNames == nil, !node.isMemberName else { return .visitChildren }
    let text = node.baseName.identifier?.name ?? node.baseName.text
    if text == UpdateClosure.parameterName { namesValues = true }
    if let name {
      if text == name { references.append(node) }
    } else if closureDepth == 0, node.baseName.tokenKind == .dollarIdentifier("$0") {
      references.append(node)
    }
    return .visitChildren
  }
}
