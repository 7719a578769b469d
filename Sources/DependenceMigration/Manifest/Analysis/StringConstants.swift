import SwiftSyntax

/// The names a manifest writes through string constants, as one prolific author writes every
/// target's: `extension String { static let core: Self = "Core"; var tests: Self { self + "
/// Tests" } }` and `.testTarget(name: .core.tests)`, whose name is `Core Tests`.
///
/// It reads string literals only: a constant in an extension of `String` (`.core`,
/// `String.core`) or at the top level (`core`), and a computed property of `String` that adds a
/// literal before or after `self`. Anything else has no value.
final class StringConstants: WalkingVisitor {
  /// The constants, by name.
  private var constants: [String: String] = [:]
  /// The computed properties of `String`, by name: the text before and after `self`.
  private var affixes: [String: (prefix: String, suffix: String)] = [:]

  /// The value of a target's `name:` argument, when the manifest writes it as one of these.
  func name(of call: FunctionCallExprSyntax) -> String? {
    call.argument("name").flatMap { value(of: $0.expression) }
  }

  /// The value of `expression`, when it is a literal, a constant, or a constant's property.
  func value(of expression: ExprSyntax) -> String? {
    if let text = expression.literalText { return text }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return constants[reference.baseName.text]
    }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
    let name = member.declName.baseName.text
    guard let base = member.base,
      base.as(DeclReferenceExprSyntax.self)?.baseName.text != "String"
    else {
      return constants[name]
    }
    guard let affix = affixes[name], let value = value(of: base) else { return nil }
    return affix.prefix + value + affix.suffix
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.extendedType.trimmedDescription == "String" ? .visitChildren : .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
      return .skipChildren
    }
    if let text = node.initializer?.value.literalText {
      constants[name] = text
    } else if let body = Self.singleExpression(of: node.accessorBlock) {
      if let text = body.literalText {
        constants[name] = text
      } else if let affix = Self.affix(of: body) {
        affixes[name] = affix
      }
    }
    return .skipChildren
  }

  /// The expression a getter returns, when it is its only statement.
  private static func singleExpression(of block: AccessorBlockSyntax?) -> ExprSyntax? {
    guard case .getter(let statements)? = block?.accessors, statements.count == 1,
      let item = statements.first?.item
    else {
      return nil
    }
    if let expression = item.as(ExprSyntax.self) { return expression }
    return item.as(ReturnStmtSyntax.self)?.expression
  }

  /// `self + "x"`, `"x" + self` or `"x\(self)y"`, as the text before and after `self`.
  private static func affix(of body: ExprSyntax) -> (prefix: String, suffix: String)? {
    if let sequence = body.as(SequenceExprSyntax.self), sequence.elements.count == 3,
      sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
    {
      let (left, right) = (sequence.elements.first!, sequence.elements.last!)
      if left.is(DeclReferenceExprSyntax.self), left.trimmedDescription == "self",
        let text = right.literalText
      {
        return ("", text)
      }
      if right.trimmedDescription == "self", let text = left.literalText {
        return (text, "")
      }
      return nil
    }
    guard let literal = body.as(StringLiteralExprSyntax.self) else { return nil }
    var parts: [String] = [""]
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let text):
        parts[parts.count - 1] += text.content.text
      case .expressionSegment(let interpolation):
        guard interpolation.expressions.trimmedDescription == "self" else { return nil }
        parts.append("")
      }
    }
    return parts.count == 2 ? (parts[0], parts[1]) : nil
  }
}
