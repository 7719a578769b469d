import SwiftSyntax

/// Which of this package's modules replaces swift-clocks' `Clocks` for a file, and so for its
/// target.
///
/// `TestClock` and `ImmediateClock` are in `DependenceTesting`; `UnimplementedClock`, `AnyClock`
/// and the clock helpers (`timer(interval:)`) are in `Dependence`. The source migration rewrites
/// `import Clocks` by this rule, and the manifest migration gives the target the product by the
/// same rule.
enum TestingClockUses {
  /// The clocks that only `DependenceTesting` declares.
  static let testingClocks: Set<String> = ["TestClock", "ImmediateClock"]

  /// Whether `file` names `TestClock` or `ImmediateClock`, as a type or in an expression,
  /// qualified by a module or not; in a test file, also whether it writes `.immediate` or `.test`
  /// with no base (`$0.continuousClock = .immediate`), which `DependenceTesting` declares. Outside
  /// the tests those spellings are too common (an enum's case) to link the testing module for.
  static func needsTesting(in file: SourceFileSyntax, isTest: Bool = false) -> Bool {
    let finder = TestingClockFinder(countsImplicitMembers: isTest)
    finder.walk(file)
    return finder.found
  }

  /// The module that `import Clocks` becomes in `file`: `DependenceTesting` in a test target or
  /// where the file names a clock only that module has, `Dependence` otherwise.
  static func module(for file: SourceFileSyntax, isTest: Bool) -> String {
    isTest || needsTesting(in: file) ? "DependenceTesting" : "Dependence"
  }
}

private final class TestingClockFinder: SyntaxVisitor {
  private(set) var found = false
  private let countsImplicitMembers: Bool

  init(countsImplicitMembers: Bool) {
    self.countsImplicitMembers = countsImplicitMembers
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if countsImplicitMembers, node.base == nil,
      ["immediate", "test"].contains(node.declName.baseName.text)
    {
      found = true
    }
    return found ? .skipChildren : .visitChildren
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
    if TestingClockUses.testingClocks.contains(name.text) { found = true }
    return found ? .skipChildren : .visitChildren
  }
}
