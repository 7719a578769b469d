import SwiftSyntax

/// The names a file gives to `TestClock`s: each variable or property whose type is written as
/// `TestClock` (`var clock: TestClock<Duration>!`), whose value is made by one
/// (`let clock = TestClock()`), or whose wrapper reads one back
/// (`@Dependency(\.continuousClock, as: TestClock<Duration>.self) var clock`).
///
/// A test target often makes its clock in one file (a fixture, a base class) and advances it in
/// another that never names `TestClock` (`fixture.clock.advance(by:)`). The names let the
/// migration find those tests without taking every `advance` for a clock's.
struct TestClockBindings {
  /// The names, without their owners.
  let names: Set<String>

  init(_ file: SourceFileSyntax) {
    names = BindingFinder(file).names
  }

  /// Whether `node` calls `advance…`, `run` or `checkSuspension` on a value that one of `names`
  /// holds, or whose name says it is a clock: `clock.advance(by:)`, `fixture.clock.run()`,
  /// `self.testClock.checkSuspension()`, a closure's `clock` a helper hands it.
  static func advance(oneOf names: Set<String>, in node: some SyntaxProtocol) -> Bool {
    Calls(node).found.contains { advances($0, oneOf: names) }
  }

  private static func advances(_ call: FunctionCallExprSyntax, oneOf names: Set<String>) -> Bool {
    guard let access = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    let method = access.declName.baseName.text
    guard method.hasPrefix("advance") || method == "run" || method == "checkSuspension" else {
      return false
    }
    let owner: String? =
      if let name = access.base?.as(DeclReferenceExprSyntax.self) {
        name.baseName.text
      } else if let member = access.base?.as(MemberAccessExprSyntax.self) {
        member.declName.baseName.text
      } else {
        nil
      }
    guard let owner else { return false }
    return names.contains(owner) || owner.lowercased().hasSuffix("clock")
  }
}

private final class BindingFinder: WalkingVisitor {
  private(set) var names: Set<String> = []

  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
      return .visitChildren
    }
    if let type = node.typeAnnotation?.type, Self.namesTestClock(type) {
      names.insert(name)
    } else if let value = node.initializer?.value, Self.makesTestClock(value) {
      names.insert(name)
    } else if let variable = node.parent?.parent?.as(VariableDeclSyntax.self),
      Self.readsTestClock(variable.attributes)
    {
      names.insert(name)
    }
    return .visitChildren
  }

  /// `TestClock`, `TestClock<Duration>`, `DependenceTesting.TestClock`, with `?` or `!`.
  private static func namesTestClock(_ type: TypeSyntax) -> Bool {
    if let optional = type.as(OptionalTypeSyntax.self) {
      return namesTestClock(optional.wrappedType)
    }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return namesTestClock(unwrapped.wrappedType)
    }
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "TestClock"
    }
    return type.as(MemberTypeSyntax.self)?.name.text == "TestClock"
  }

  /// `@Dependency(\.continuousClock, as: TestClock<Duration>.self)`.
  private static func readsTestClock(_ attributes: AttributeListSyntax) -> Bool {
    attributes.contains { element in
      guard let attribute = element.as(AttributeSyntax.self),
        case .argumentList(let arguments) = attribute.arguments
      else { return false }
      return arguments.contains {
        $0.label?.text == "as"
          && $0.expression.tokens(viewMode: .sourceAccurate).contains { $0.text == "TestClock" }
      }
    }
  }

  /// `TestClock()`, `TestClock<Duration>()`, `Clocks.TestClock(now: …)`.
  private static func makesTestClock(_ value: ExprSyntax) -> Bool {
    guard var called = value.as(FunctionCallExprSyntax.self)?.calledExpression else {
      return false
    }
    if let specialized = called.as(GenericSpecializationExprSyntax.self) {
      called = specialized.expression
    }
    if let name = called.as(DeclReferenceExprSyntax.self) {
      return name.baseName.text == "TestClock"
    }
    return called.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "TestClock"
  }
}
