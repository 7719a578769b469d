import SwiftParser
import SwiftSyntax

/// swift-dependencies' `@DependencyEntry` declaration in this package's spelling, with the same
/// live, preview and test values.
///
/// There the initializer is the test value and `liveValue:` and `previewValue:` are arguments;
/// here the initializer is the live value and `preview:` and `test:` are arguments.
struct DependencyEntryRewrite {
  /// The rewritten declaration.
  let declaration: VariableDeclSyntax
  /// The change, in one line.
  let description: String

  /// Rewrites `declaration`, or returns `nil` when it is not swift-dependencies' spelling of
  /// `@DependencyEntry`, or not a form known to be safe.
  ///
  /// The macro here needs the property's type, which swift-dependencies could infer: an
  /// initializer whose spelling names its type (``SwiftSyntax/ExprSyntax/certainTypeName``)
  /// gives it, and a declaration without either is left.
  ///
  /// `dependencyClients` are the names of the package's `@DependencyClient` types: for one of
  /// them, swift-dependencies' `T()` is the unimplemented client, which a macro argument here
  /// spells `.unimplemented` (an argument cannot see the initializer another macro adds).
  init?(
    _ declaration: VariableDeclSyntax, importsSwiftDependencies: Bool,
    dependencyClients: Set<String>
  ) {
    guard let (index, attribute) = declaration.dependencyEntry,
      declaration.bindings.count == 1, var binding = declaration.bindings.first,
      binding.accessorBlock == nil,
      let declaredType = binding.typeAnnotation?.type.trimmedDescription
        ?? binding.initializer?.value.certainTypeName,
      let arguments = attribute.labeledArguments,
      Set(arguments.keys).isSubset(of: ["liveValue", "previewValue"])
    else {
      return nil
    }
    let live = arguments["liveValue"]?.expression
    let preview = arguments["previewValue"]?.expression
    guard arguments.isEmpty ? importsSwiftDependencies : true else { return nil }
    let addsType = binding.typeAnnotation == nil
    if addsType {
      binding = Self.annotated(binding, with: declaredType)
    }

    var newArguments: [(label: String, value: ExprSyntax)] = []
    if let preview {
      newArguments.append(("preview", Self.qualified(preview.trimmed, declaredType: declaredType)))
    }
    if let initializer = binding.initializer {
      newArguments.append(
        (
          "test",
          Self.testValue(
            initializer.value.trimmed, declaredType: declaredType, clients: dependencyClients)
        ))
      if let live {
        let value = initializer.value
        binding.initializer = initializer.with(
          \.value,
          live.trimmed.with(\.leadingTrivia, value.leadingTrivia).with(
            \.trailingTrivia, value.trailingTrivia))
      }
    } else {
      guard let live else { return nil }
      let moved = binding.trailingTrivia
      binding = binding.with(\.trailingTrivia, [])
      binding.initializer = InitializerClauseSyntax(
        equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space),
        value: live.trimmed.with(\.trailingTrivia, moved))
    }

    var attributes = Array(declaration.attributes)
    attributes[index] = .attribute(Self.attribute(attribute, arguments: newArguments))
    self.declaration =
      declaration
      .with(\.attributes, AttributeListSyntax(attributes))
      .with(\.bindings, PatternBindingListSyntax([binding]))

    let name = binding.pattern.trimmedDescription
    let oldLabels = ["liveValue", "previewValue"].filter { arguments[$0] != nil }
    let before = "@DependencyEntry\(Self.labels(oldLabels)) var \(name)"
    let after =
      "@DependencyEntry\(Self.labels(newArguments.map(\.label))) var \(name)"
      + (addsType ? ": \(declaredType)" : "")
    self.description = "\(before) → \(after)" + (live == nil ? "" : " = live value")
  }

  /// `binding` with `: type` after its name.
  private static func annotated(_ binding: PatternBindingSyntax, with type: String)
    -> PatternBindingSyntax
  {
    let name = binding.pattern
    var parser = Parser(type)
    let parsed = TypeSyntax.parse(from: &parser)
    return
      binding
      .with(\.pattern, name.with(\.trailingTrivia, []))
      .with(
        \.typeAnnotation,
        TypeAnnotationSyntax(
          colon: .colonToken(trailingTrivia: .space),
          type: parsed.with(\.trailingTrivia, name.trailingTrivia)))
  }

  /// `value` as a `test:` argument: `.unimplemented` for `T()`, `T.init()` or `.init()` of a
  /// `@DependencyClient` type; a closure coerced to the property's type, which an argument
  /// does not give it (`{ _ in }` alone does not build there); `value` itself otherwise.
  static func testValue(
    _ value: ExprSyntax, declaredType: String?, clients: Set<String>
  ) -> ExprSyntax {
    if value.is(ClosureExprSyntax.self), let declaredType {
      var parser = Parser("(\(value.trimmedDescription) as \(declaredType))")
      return ExprSyntax.parse(from: &parser)
    }
    guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    else {
      return qualified(value, declaredType: declaredType)
    }
    let type: String? =
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        reference.baseName.text
      } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "init"
      {
        member.base?.trimmedDescription ?? declaredType
      } else {
        nil
      }
    guard let type, clients.contains(type) else {
      return qualified(value, declaredType: declaredType)
    }
    return ExprSyntax(MemberAccessExprSyntax(name: .identifier("unimplemented")))
  }

  /// `value` with the property's type written where it starts with an implicit member
  /// (`.noop`, `.init(1)`, `.constant(0).reversed`), which an initializer's type annotation
  /// resolved and a macro argument cannot: `Analytics.noop`, or `(.none as Analytics?)` for a
  /// type that cannot stand before a dot.
  private static func qualified(_ value: ExprSyntax, declaredType: String?) -> ExprSyntax {
    guard let declaredType, startsWithImplicitMember(value) else { return value }
    var typeParser = Parser(declaredType)
    let type = TypeSyntax.parse(from: &typeParser)
    let source =
      type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self)
      ? "\(declaredType)\(value.trimmedDescription)"
      : "(\(value.trimmedDescription) as \(declaredType))"
    var parser = Parser(source)
    return ExprSyntax.parse(from: &parser)
  }

  /// Whether the leftmost part of `value` is a member access with no base (`.noop`).
  private static func startsWithImplicitMember(_ value: ExprSyntax) -> Bool {
    var expression = value
    while true {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        guard let base = member.base else { return true }
        expression = base
      } else if let call = expression.as(FunctionCallExprSyntax.self) {
        expression = call.calledExpression
      } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
        expression = subscriptCall.calledExpression
      } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
        expression = unwrap.expression
      } else if let chaining = expression.as(OptionalChainingExprSyntax.self) {
        expression = chaining.expression
      } else {
        return false
      }
    }
  }

  /// `(a:b:)` for the labels `a` and `b`; nothing for no labels.
  private static func labels(_ labels: [String]) -> String {
    labels.isEmpty ? "" : "(" + labels.map { "\($0):" }.joined() + ")"
  }

  /// `attribute` with `arguments` in place of its own, keeping its layout where it can.
  private static func attribute(
    _ attribute: AttributeSyntax, arguments: [(label: String, value: ExprSyntax)]
  ) -> AttributeSyntax {
    guard !arguments.isEmpty else {
      let trailing = attribute.rightParen?.trailingTrivia ?? attribute.attributeName.trailingTrivia
      return
        attribute
        .with(\.leftParen, nil).with(\.arguments, nil).with(\.rightParen, nil)
        .with(\.attributeName, attribute.attributeName.with(\.trailingTrivia, trailing))
    }
    let old: [LabeledExprSyntax] =
      if case .argumentList(let list) = attribute.arguments { Array(list) } else { [] }
    var list: [LabeledExprSyntax] = []
    for (slot, argument) in arguments.enumerated() {
      let leading =
        old.indices.contains(slot) ? old[slot].leadingTrivia : old.first?.leadingTrivia ?? []
      var element = LabeledExprSyntax(
        leadingTrivia: leading.hasNewline ? leading : [],
        label: .identifier(argument.label),
        colon: .colonToken(trailingTrivia: .space),
        expression: argument.value)
      if slot < arguments.count - 1 {
        element.trailingComma =
          old.indices.contains(slot) && old[slot].trailingComma != nil
          ? old[slot].trailingComma
          : .commaToken(trailingTrivia: leading.hasNewline ? [] : .space)
      } else {
        element.trailingComma = old.last?.trailingComma
      }
      list.append(element)
    }
    if attribute.arguments != nil {
      return attribute.with(\.arguments, .argumentList(LabeledExprListSyntax(list)))
    }
    return
      attribute
      .with(\.attributeName, attribute.attributeName.with(\.trailingTrivia, []))
      .with(\.leftParen, .leftParenToken())
      .with(\.arguments, .argumentList(LabeledExprListSyntax(list)))
      .with(\.rightParen, .rightParenToken(trailingTrivia: attribute.attributeName.trailingTrivia))
  }
}
