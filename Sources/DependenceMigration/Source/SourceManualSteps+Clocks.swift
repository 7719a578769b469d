import SwiftSyntax

extension SourceManualSteps {
  /// A step for `TestClock<Duration>` and the other clocks' generic spelling, which this
  /// package's clocks do not have.
  func checkGenericClock(
    _ node: some SyntaxProtocol, name: String, clause: GenericArgumentClauseSyntax?
  ) {
    guard clause != nil, ModuleNames.genericClocks.contains(name), isRelevant else { return }
    add(
      node,
      "`\(name)` is not generic here (it is a `Clock<Duration>`): rewrite `\(node.trimmedDescription)`",
      GuideSection.beforeFirstBuild)
  }
}
