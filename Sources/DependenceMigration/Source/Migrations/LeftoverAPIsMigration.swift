import SwiftSyntax

/// APIs of swift-dependencies that work differently here, or not at all, and have no certain
/// rewrite.
///
/// Finds, in a file that uses swift-dependencies, swift-clocks or this package,
/// `withEscapedDependencies`, `DependencyValues._current`, and the key paths `\.mainQueue` and
/// `\.mainRunLoop` (an `override func invokeTest()` is ``InvokeTestMigration``'s).
///
/// Rewrites nothing.
///
/// Leaves by hand each, with what to write here: `captureDependencies()`,
/// `DependencyValues.current`, and a key of the package's own or a clock.
struct LeftoverAPIsMigration: SourceFileMigration {
  static let escapedDependencies = "works, deprecated: `captureDependencies()`"
  static let currentValues = "works, deprecated: `DependencyValues.current`"

  let facts: SourceFacts

  /// A step for `withEscapedDependencies`, `DependencyValues._current`, `\.mainQueue` and
  /// `\.mainRunLoop`.
  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    switch node.as(SyntaxEnum.self) {
    case .declReferenceExpr(let name): escapedDependenciesStep(name, in: file)
    case .memberAccessExpr(let access): currentValuesStep(access, in: file)
    case .keyPathExpr(let keyPath): mainSchedulerStep(keyPath, in: file)
    default: []
    }
  }

  private func escapedDependenciesStep(_ node: DeclReferenceExprSyntax, in file: ParsedFile) -> [ManualStep] {
    guard node.baseName.text == "withEscapedDependencies", facts.importsRelatedModules else {
      return []
    }
    return [file.step(at: node, Self.escapedDependencies, GuideSection.oneLine)]
  }

  private func currentValuesStep(_ node: MemberAccessExprSyntax, in file: ParsedFile) -> [ManualStep] {
    guard node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DependencyValues",
      node.declName.baseName.text == "_current", facts.importsRelatedModules
    else {
      return []
    }
    return [file.step(at: node, Self.currentValues, GuideSection.oneLine)]
  }

  private func mainSchedulerStep(_ node: KeyPathExprSyntax, in file: ParsedFile) -> [ManualStep] {
    guard node.root == nil, facts.importsRelatedModules,
      case .property(let property) = node.components.first?.component,
      ["mainQueue", "mainRunLoop"].contains(property.declName.baseName.text)
    else {
      return []
    }
    return [
      file.step(
        at: node,
        "`\\.\(property.declName.baseName.text)` is not built in: declare its key, or use a clock",
        GuideSection.oneLine)
    ]
  }
}
