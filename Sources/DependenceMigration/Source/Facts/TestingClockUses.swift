import SwiftSyntax

/// Which of this package's modules replaces swift-clocks' `Clocks` for a file, and so for its
/// target.
///
/// `TestClock` is in `DependenceTesting`; `ImmediateClock` (which previews use, so apps ship it),
/// `UnimplementedClock`, `AnyClock` and the clock helpers (`timer(interval:)`) are in
/// `Dependence`. The source migration rewrites
/// `import Clocks` by this rule, and the manifest migration gives the target the product by the
/// same rule.
struct TestingClockUses {
  /// The clocks that only `DependenceTesting` declares.
  static let testingClocks: Set<String> = ["TestClock"]

  /// Whether the file names `TestClock`, as a type or in an expression, qualified by a module or
  /// not.
  let namesTestingClocks: Bool
  /// Whether the file writes `.test` with no base (`$0.continuousClock = .test`), which
  /// `DependenceTesting` declares.
  let writesImplicitTestingClocks: Bool

  /// Finds the uses in `file`, outside its imports.
  init(_ file: SourceFileSyntax) {
    let finder = TestingClockFinder()
    finder.walk(file)
    namesTestingClocks = finder.namesClock
    writesImplicitTestingClocks = finder.writesImplicitClock
  }

  /// Whether the file needs `DependenceTesting` for its clocks: it names one of
  /// ``testingClocks``, or, in a test file, writes one as an implicit member. Outside the tests
  /// those spellings are too common (an enum's case) to link the testing module for.
  func needsTesting(isTest: Bool) -> Bool {
    namesTestingClocks || (isTest && writesImplicitTestingClocks)
  }

  /// Whether `file` needs `DependenceTesting` for its clocks (see ``needsTesting(isTest:)``).
  static func needsTesting(in file: SourceFileSyntax, isTest: Bool = false) -> Bool {
    TestingClockUses(file).needsTesting(isTest: isTest)
  }
}

private final class TestingClockFinder: SyntaxVisitor {
  private(set) var namesClock = false
  private(set) var writesImplicitClock = false

  init() {
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base == nil, node.declName.baseName.text == "test" {
      writesImplicitClock = true
    }
    return .visitChildren
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    note(node.name)
  }

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    note(node.name)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    note(node.baseName)
  }

  private func note(_ name: TokenSyntax) -> SyntaxVisitorContinueKind {
    if TestingClockUses.testingClocks.contains(name.text) { namesClock = true }
    return .visitChildren
  }
}
