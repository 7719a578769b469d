import SwiftSyntax

/// An `XCTestCase` subclass whose `setUp` override sets swift-concurrency-extras'
/// `uncheckedUseMainSerialExecutor = true`, which swift-dependencies re-exported (and whose
/// `tearDown` may set it back to `false`): every test of the class on the main serial executor,
/// as ``SerialInvokeTest``'s override does. A `DependenceTestCase` says the same with
/// `scheduling`.
///
/// ```swift
/// final class SearchTests: XCTestCase {            // → SearchTests: DependenceTestCase {
///                                                  // → override var scheduling: TestScheduling { .deterministic }
///   override func setUp() async throws {
///     try await super.setUp()
///     uncheckedUseMainSerialExecutor = true        // → (removed)
///   }
///   override func tearDown() async throws {
///     uncheckedUseMainSerialExecutor = false       // → (removed)
///     try await super.tearDown()
///   }
/// }
/// ```
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

  /// The edits: the superclass becomes `DependenceTestCase`, ``replacement`` goes on a line of
  /// its own before the `setUp` override, and the assignments go.
  var edits: [SourceEdit] {
    // The start of the override's first line, its doc comment's where it has one.
    let pieces = Array(setUp.leadingTrivia.pieces)
    let firstText = pieces.firstIndex { !$0.isSpaceOrTab && !$0.isNewline } ?? pieces.endIndex
    let lineStart = pieces[..<firstText].lastIndex(where: \.isNewline).map { $0 + 1 } ?? 0
    let position = setUp.position.advanced(
      by: Trivia(pieces: pieces[..<lineStart]).sourceLength.utf8Length)
    let indentation = Trivia(pieces: pieces[lineStart...].prefix { $0.isSpaceOrTab })
    return [
      InvokeTestRewrite.superclassEdit(superclass),
      SourceEdit(
        range: position..<position,
        replacement: "\(indentation)\(Self.replacement)\n\n"),
    ] + assignments.map { $0.lineRemoval() }
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

extension SyntaxProtocol {
  /// Whether a comment is in the node's trivia, or in that of its tokens.
  fileprivate var hasComments: Bool {
    tokens(viewMode: .sourceAccurate).contains {
      $0.leadingTrivia.contains(where: \.isComment)
        || $0.trailingTrivia.contains(where: \.isComment)
    }
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
