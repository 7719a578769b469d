import SwiftSyntax

/// The generic spelling of swift-clocks' clocks, which this package's clocks do not have.
///
/// Finds `TestClock<Duration>`, `ImmediateClock<Duration>` and `UnimplementedClock<Duration>` as
/// a type, in an expression (`TestClock<Duration>()`) and qualified by this package's module
/// once the qualified names are renamed (`DependenceTesting.TestClock<Duration>`).
///
/// Rewrites each without its argument: `TestClock<Duration>` → `TestClock`, keeping the
/// comments and spaces after it.
///
/// Leaves by hand a clock of another duration (`TestClock<Int>`), in a file that uses
/// swift-dependencies, swift-clocks or this package: each clock here is a `Clock<Duration>`.
struct ClocksMigration: SourceFileMigration {
  let facts: SourceFacts

  /// `DependenceTesting.TestClock<Duration>` → `DependenceTesting.TestClock`, for a qualified
  /// clock of this package; it runs after the qualified names are renamed.
  func renameAfterChildren(
    _ renamed: TypeSyntax, of node: MemberTypeSyntax, in renaming: SourceRenaming
  ) -> TypeSyntax? {
    guard let member = renamed.as(MemberTypeSyntax.self),
      let base = member.baseType.as(IdentifierTypeSyntax.self),
      ModuleNames.dependence.contains(base.name.text),
      ModuleNames.genericClocks.contains(member.name.text),
      let clause = member.genericArgumentClause, clause.isDuration
    else {
      return nil
    }
    renaming.record(member, "\(member.trimmedDescription) → \(base.name.text).\(member.name.text)")
    let name = member.name.with(
      \.trailingTrivia, member.name.trailingTrivia + clause.trailingTrivia)
    return TypeSyntax(member.with(\.genericArgumentClause, nil).with(\.name, name))
  }

  /// `TestClock<Duration>` as a type → `TestClock`.
  func rename(_ node: IdentifierTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax? {
    guard ModuleNames.genericClocks.contains(node.name.text),
      let clause = node.genericArgumentClause, clause.isDuration
    else {
      return nil
    }
    renaming.record(node, "\(node.trimmedDescription) → \(node.name.text)")
    let name = node.name.with(\.trailingTrivia, node.name.trailingTrivia + clause.trailingTrivia)
    return TypeSyntax(node.with(\.genericArgumentClause, nil).with(\.name, name))
  }

  /// `TestClock<Duration>` in an expression (`TestClock<Duration>()`) → `TestClock`.
  func rename(_ node: GenericSpecializationExprSyntax, in renaming: SourceRenaming)
    -> ExprSyntax?
  {
    guard let reference = node.expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil,
      ModuleNames.genericClocks.contains(reference.baseName.text),
      node.genericArgumentClause.isDuration
    else {
      return nil
    }
    renaming.record(node, "\(node.trimmedDescription) → \(reference.baseName.text)")
    return ExprSyntax(
      reference.with(
        \.trailingTrivia, reference.trailingTrivia + node.genericArgumentClause.trailingTrivia)
    )
  }

  /// A step for a clock still written with a generic argument, as a type (`TestClock<X>`,
  /// `Module.TestClock<X>`) or in an expression.
  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    let (name, clause): (String?, GenericArgumentClauseSyntax?) =
      switch node.as(SyntaxEnum.self) {
      case .identifierType(let type): (type.name.text, type.genericArgumentClause)
      case .memberType(let type): (type.name.text, type.genericArgumentClause)
      case .genericSpecializationExpr(let expression):
        (
          expression.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? "",
          expression.genericArgumentClause
        )
      default: (nil, nil)
      }
    guard let name else { return [] }
    return genericClockStep(node, name: name, clause: clause, in: file)
  }

  /// A step for a clock still written with a generic argument.
  private func genericClockStep(
    _ node: some SyntaxProtocol, name: String, clause: GenericArgumentClauseSyntax?,
    in file: ParsedFile
  ) -> [ManualStep] {
    guard clause != nil, ModuleNames.genericClocks.contains(name), facts.importsRelatedModules
    else {
      return []
    }
    return [
      file.step(
        at: node,
        "`\(name)` is not generic here (it is a `Clock<Duration>`): rewrite `\(node.trimmedDescription)`",
        GuideSection.beforeFirstBuild)
    ]
  }
}
