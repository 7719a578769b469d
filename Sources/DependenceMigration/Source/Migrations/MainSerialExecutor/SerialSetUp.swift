import SwiftSyntax

/// An `XCTestCase` subclass whose `setUp` override sets swift-concurrency-extras'
/// `uncheckedUseMainSerialExecutor = true`, which swift-dependencies re-exported (and whose
/// `tearDown` may set it back to `false`): every test of the class on the main serial executor,
/// as ``SerialInvokeTest``'s override does. A `DependenceTestCase` says the same with
/// `scheduling`.
///
/// ```swift
/// final class SearchTests: XCTestCase {            // → SearchTests: DependenceTestCase {
///   override func setUp() async throws {           // → override var scheduling: TestScheduling {
///     try await super.setUp()                      //     .deterministic
///     uncheckedUseMainSerialExecutor = true        //   }
///   }
///   override func tearDown() async throws {        // → (removed: it did nothing else)
///     uncheckedUseMainSerialExecutor = false
///     try await super.tearDown()
///   }
/// }
/// ```
///
/// An override that does more keeps the rest, without the assignment. As for the `invokeTest`
/// form, tasks a nonisolated test starts run off the test's executor afterwards, no longer in
/// turn (the guide's "One-line replacements" says so).
struct SerialSetUp {
  /// The class.
  let testCase: ClassDeclSyntax
  /// Its superclass, `XCTestCase` as written.
  let superclass: TypeSyntax
  /// The `setUp` override that turns the serial executor on.
  let setUp: FunctionDeclSyntax
  /// The assignments the rewrite removes: the one of `setUp`, and those of `tearDown` that
  /// turn it off.
  let assignments: [CodeBlockItemSyntax]

  /// The name of swift-concurrency-extras' switch.
  static let name = "uncheckedUseMainSerialExecutor"
  /// What the rewrite adds to the class.
  static let replacement = SerialInvokeTest.replacement

  /// Reads `testCase`; `nil` unless it subclasses `XCTestCase` itself, declares none of
  /// `DependenceTestCase`'s members nor an `invokeTest` override, and writes the switch only
  /// as one statement `= true` of an override of `setUp` or `setUpWithError` and, optionally,
  /// statements `= false` of overrides of `tearDown` or `tearDownWithError`, each filling its
  /// lines with no comment, which the rewrite would lose.
  init?(_ testCase: ClassDeclSyntax) {
    guard let superclass = testCase.inheritanceClause?.inheritedTypes.first?.type,
      superclass.isXCTestCase
    else {
      return nil
    }
    let members = testCase.memberBlock.members
    guard
      !members.memberNames.contains(where: {
        InvokeTestOverride.testCaseMembers.contains($0) || $0 == "invokeTest"
      })
    else {
      return nil
    }
    var setUp: FunctionDeclSyntax?
    var assignments: [CodeBlockItemSyntax] = []
    for member in members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
        let statements = function.body?.statements
      else {
        continue
      }
      let value: Bool
      switch function.name.text {
      case "setUp", "setUpWithError": value = true
      case "tearDown", "tearDownWithError": value = false
      default: continue
      }
      for statement in statements where Self.assigns(value, statement) {
        if value {
          guard setUp == nil else { return nil }
          setUp = function
        }
        assignments.append(statement)
      }
    }
    // Every mention of the switch in the class is one of those assignments.
    let mentions = testCase.tokens(viewMode: .sourceAccurate).filter { $0.text == Self.name }
    guard let setUp, setUp.leadingTrivia.contains(where: \.isNewline),
      mentions.count == assignments.count,
      assignments.allSatisfy({ $0.fillsItsLines && !$0.hasComments })
    else {
      return nil
    }
    self.testCase = testCase
    self.superclass = superclass
    self.setUp = setUp
    self.assignments = assignments
  }

  /// Whether `statement` is `uncheckedUseMainSerialExecutor = value`.
  private static func assigns(_ value: Bool, _ statement: CodeBlockItemSyntax) -> Bool {
    guard let elements = statement.item.as(SequenceExprSyntax.self)?.elements,
      elements.count == 3
    else {
      return false
    }
    let parts = Array(elements)
    return parts[0].as(DeclReferenceExprSyntax.self)?.baseName.text == name
      && parts[1].is(AssignmentExprSyntax.self)
      && parts[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
        == .keyword(value ? .true : .false)
  }

  /// The edits: the superclass becomes `DependenceTestCase`, ``replacement`` goes in place of
  /// the `setUp` override where the assignment was all it did but call `super` (on a line of
  /// its own before it otherwise), and the assignments go, with a `tearDown` override left
  /// with nothing else to do.
  var edits: [SourceEdit] {
    var edits = [InvokeTestRewrite.superclassEdit(superclass)]
    for assignment in assignments {
      guard let function = Self.function(of: assignment) else { continue }
      if Self.isEmptied(function, by: assignments) {
        // The override goes whole; the one of `setUp` becomes the property, below.
        if function.id != setUp.id {
          edits.append(SourceEdit(range: function.position..<function.endPosition, replacement: ""))
        }
      } else {
        edits.append(assignment.lineRemoval())
      }
    }
    if Self.isEmptied(setUp, by: assignments) {
      edits.append(
        SourceEdit(
          range: setUp.positionAfterSkippingLeadingTrivia..<setUp.endPositionBeforeTrailingTrivia,
          replacement: Self.replacement))
      return edits
    }
    // The start of the override's first line, its doc comment's where it has one.
    let pieces = Array(setUp.leadingTrivia.pieces)
    let firstText = pieces.firstIndex { !$0.isSpaceOrTab && !$0.isNewline } ?? pieces.endIndex
    let lineStart = pieces[..<firstText].lastIndex(where: \.isNewline).map { $0 + 1 } ?? 0
    let position = setUp.position.advanced(
      by: Trivia(pieces: pieces[..<lineStart]).sourceLength.utf8Length)
    let indentation = Trivia(pieces: pieces[lineStart...].prefix { $0.isSpaceOrTab })
    edits.append(
      SourceEdit(range: position..<position, replacement: "\(indentation)\(Self.replacement)\n\n"))
    return edits
  }

  /// The override an assignment is a statement of.
  private static func function(of assignment: CodeBlockItemSyntax) -> FunctionDeclSyntax? {
    assignment.parent?.parent?.parent?.as(FunctionDeclSyntax.self)
  }

  /// Whether `function` does nothing once `assignments` go but call its `super` (`try await
  /// super.setUp()`), with no comment inside it, and no comment above it where it is not
  /// `setUp` (which the property replaces below its comments), so removing it loses nothing.
  private static func isEmptied(
    _ function: FunctionDeclSyntax, by assignments: [CodeBlockItemSyntax]
  ) -> Bool {
    guard let statements = function.body?.statements, !function.hasCommentsInside else {
      return false
    }
    let isSetUp = ["setUp", "setUpWithError"].contains(function.name.text)
    if !isSetUp, function.leadingTrivia.contains(where: \.isComment) { return false }
    let removed = Set(assignments.map(\.id))
    let rest = statements.filter { !removed.contains($0.id) }
    return rest.allSatisfy { $0.callsSuper(function.name.text) }
      && rest.count <= 1 && rest.count < statements.count
  }

  /// The change the edits make, for the report.
  var description: String {
    "\(testCase.name.text): \(superclass.trimmedDescription) → DependenceTestCase, setUp's uncheckedUseMainSerialExecutor = true → scheduling .deterministic"
  }

  /// The classes of `tree` of this shape.
  static func all(in tree: some SyntaxProtocol) -> [SerialSetUp] {
    tree.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
      ? ClassFinder(tree).classes.compactMap(SerialSetUp.init) : []
  }
}

extension CodeBlockItemSyntax {
  /// Whether the statement only calls `super.name()`, with `try` or `await` or both.
  fileprivate func callsSuper(_ name: String) -> Bool {
    var expression = item.as(ExprSyntax.self)
    while let inner = expression?.as(TryExprSyntax.self)?.expression
      ?? expression?.as(AwaitExprSyntax.self)?.expression
    {
      expression = inner
    }
    guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.is(SuperExprSyntax.self) == true
    else {
      return false
    }
    return member.declName.baseName.text == name
  }
}

/// The classes of a tree, nested ones too.
private final class ClassFinder: SyntaxVisitor {
  private(set) var classes: [ClassDeclSyntax] = []

  init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    classes.append(node)
    return .visitChildren
  }
}
