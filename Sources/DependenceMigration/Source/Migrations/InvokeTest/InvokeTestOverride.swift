import SwiftSyntax

/// An `override func invokeTest()`, read as swift-dependencies' docs write it for XCTest: the
/// one statement `withDependencies { … } operation: { super.invokeTest() }` (or
/// `withDependencies({ … }, operation: { super.invokeTest() })`, `Dependencies.withDependencies`)
/// in a class that subclasses `XCTestCase`. The call may sit inside swift-concurrency-extras'
/// `withMainSerialExecutor { … }`, or wrap `super.invokeTest()` in it: the class then asks for
/// deterministic scheduling as well (``Parts/deterministic``).
///
/// Its ``shape`` is the parts ``InvokeTestRewrite`` rewrites, or why the override is not of the
/// shape; the reasons say it to a person.
struct InvokeTestOverride {
  /// The parts of an override of the shape.
  struct Parts {
    /// The class.
    let testCase: ClassDeclSyntax
    /// Its superclass, `XCTestCase` or `XCTest.XCTestCase`, or a class whose own override the
    /// migration rewrites (see ``extendsRewrittenBase``).
    let superclass: TypeSyntax
    /// Whether the superclass is a class of the package whose override the migration rewrites:
    /// the class keeps it, and `dependencies(_:)` calls `super.dependencies(&values)` last, as
    /// the superclass's `withDependencies` ran inside this one's.
    let extendsRewrittenBase: Bool
    /// The override.
    let function: FunctionDeclSyntax
    /// Its `@MainActor` attributes: an override of `dependencies(_:)` cannot have them.
    let mainActorAttributes: [AttributeSyntax]
    /// Its one statement: the call of `withDependencies`, or the `withMainSerialExecutor { }`
    /// around it.
    let statement: CodeBlockItemSyntax
    /// Whether `withMainSerialExecutor` ran the tests, around the call or inside its operation:
    /// the class overrides `scheduling` with `.deterministic` too.
    let deterministic: Bool
    /// The call's update closure.
    let update: UpdateClosure
  }

  /// Why an override is not of the shape, in words for the step.
  struct NotRewritten: Error, Equatable {
    let reason: String
  }

  static let notInAClass = "it is not declared in the body of its class"
  static let attributes = "`invokeTest` has attributes other than `@MainActor`"
  static let effects = "`invokeTest` is `async` or `throws`"
  static let body =
    "`invokeTest` does more than `withDependencies { … } operation: { super.invokeTest() }`"
  static let operation = "the `operation:` closure does more than `super.invokeTest()`"
  static let comments = "the rewrite would lose comments outside the update closure"
  /// What ``DependenceTestCase`` declares that a subclass cannot declare again unchanged.
  static let testCaseMembers: Set<String> = [
    "dependencies", "exhaustiveDependencies", "scheduling", "hangTimeout",
    "failsOnOutlivingWork", "outlivingWorkGrace",
  ]

  /// The parts, or why the override is not of the shape.
  let shape: Result<Parts, NotRewritten>

  /// Reads `function`; `nil` when it is not an `override func invokeTest`.
  init?(_ function: FunctionDeclSyntax, rewrittenBases: Set<String> = []) {
    guard function.name.text == "invokeTest",
      function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) })
    else {
      return nil
    }
    shape = Self.parts(of: function, rewrittenBases: rewrittenBases)
  }

  /// The class of an override that a rewrite can turn into a `DependenceTestCase`: its
  /// superclass, whether that is a class the migration rewrites, and the override's
  /// `@MainActor` attributes; or why it cannot.
  struct TestCase {
    let testCase: ClassDeclSyntax
    let superclass: TypeSyntax
    let extendsRewrittenBase: Bool
    let mainActorAttributes: [AttributeSyntax]
  }

  /// The class of `function`, an override with no parameters, effects or attributes other than
  /// `@MainActor`, in a class a rewrite can turn into a `DependenceTestCase`; or why not.
  static func testCase(
    of function: FunctionDeclSyntax, rewrittenBases: Set<String>
  ) -> Result<TestCase, NotRewritten> {
    guard
      let testCase = function.parent?.as(MemberBlockItemSyntax.self)?.parent?.parent?.parent?
        .as(ClassDeclSyntax.self)
    else {
      return .failure(NotRewritten(reason: notInAClass))
    }
    let inherited = testCase.inheritanceClause?.inheritedTypes.first?.type
    let extendsRewrittenBase =
      inherited?.as(IdentifierTypeSyntax.self).map {
        $0.genericArgumentClause == nil && rewrittenBases.contains($0.name.text)
      } ?? false
    guard let superclass = inherited, superclass.isXCTestCase || extendsRewrittenBase else {
      let written = inherited.map { "subclasses `\($0.trimmedDescription)`" } ?? "has no superclass"
      return .failure(
        NotRewritten(reason: "`\(testCase.name.text)` \(written), not `XCTestCase`"))
    }
    if let member = testCase.memberBlock.members.memberNames.first(where: testCaseMembers.contains)
    {
      return .failure(
        NotRewritten(
          reason: "`\(testCase.name.text)` declares `\(member)`, as `DependenceTestCase` does"))
    }
    var mainActorAttributes: [AttributeSyntax] = []
    for element in function.attributes {
      guard let attribute = element.as(AttributeSyntax.self), attribute.arguments == nil,
        attribute.attributeName.trimmedDescription == "MainActor"
      else {
        return .failure(NotRewritten(reason: attributes))
      }
      mainActorAttributes.append(attribute)
    }
    let signature = function.signature
    guard signature.effectSpecifiers == nil else { return .failure(NotRewritten(reason: effects)) }
    guard signature.parameterClause.parameters.isEmpty, signature.returnClause == nil,
      function.genericParameterClause == nil, function.genericWhereClause == nil
    else {
      return .failure(NotRewritten(reason: body))
    }
    return .success(
      TestCase(
        testCase: testCase, superclass: superclass, extendsRewrittenBase: extendsRewrittenBase,
        mainActorAttributes: mainActorAttributes))
  }

  private static func parts(
    of function: FunctionDeclSyntax, rewrittenBases: Set<String>
  ) -> Result<Parts, NotRewritten> {
    let found: TestCase
    switch testCase(of: function, rewrittenBases: rewrittenBases) {
    case .success(let testCase): found = testCase
    case .failure(let reason): return .failure(reason)
    }
    guard let statements = function.body?.statements, statements.count == 1,
      let statement = statements.first
    else {
      return .failure(NotRewritten(reason: body))
    }
    let serialAround = statement.mainSerialExecutorStatement
    guard let call = (serialAround ?? statement).withDependenciesCall,
      let (update, operation) = call.updateAndOperation
    else {
      return .failure(NotRewritten(reason: body))
    }
    let operationStatement = operation.statements.count == 1 ? operation.statements.first : nil
    let serialInside = serialAround == nil ? operationStatement?.mainSerialExecutorStatement : nil
    guard operation.signature == nil, (serialInside ?? operationStatement)?.isSuperInvokeTest == true
    else {
      return .failure(NotRewritten(reason: Self.operation))
    }
    return UpdateClosure.read(update).flatMap { closure in
      let parts = Parts(
        testCase: found.testCase, superclass: found.superclass,
        extendsRewrittenBase: found.extendsRewrittenBase, function: function,
        mainActorAttributes: found.mainActorAttributes, statement: statement,
        deterministic: serialAround != nil || serialInside != nil, update: closure)
      return parts.losesComments ? .failure(NotRewritten(reason: comments)) : .success(parts)
    }
  }
}
