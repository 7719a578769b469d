import SwiftSyntax

extension ManifestRewriter {
  /// An array literal with its declaration of swift-dependencies replaced by this package's (or
  /// removed, where the array declares this package already, a helper's call too) and its
  /// declaration of swift-clocks
  /// removed once no target names its products; any other array keeps its elements.
  func rewritingPackages(in node: ArrayExprSyntax) -> ExprSyntax {
    let visited = super.visit(node).as(ArrayExprSyntax.self) ?? node
    var elements = Array(visited.elements)
    var removed: Set<Int> = []
    let namesDependence = node.elements.contains {
      $0.expression.packageIdentity == dependence.identity
    }
    for (index, element) in node.elements.enumerated() {
      let line = file.line(of: element)
      switch element.expression.packageIdentity {
      case ManifestNames.swiftDependencies? where plan.swiftDependenciesLine == .keep:
        continue
      case ManifestNames.swiftDependencies? where namesDependence:
        removed.insert(index)
        changes.append(Change(line: line, description: "package swift-dependencies → removed"))
      case ManifestNames.swiftDependencies?:
        let old = element.expression
        let declaration = declaration(replacing: old)
        guard let replacement = ExprSyntax.parsing(declaration) else { continue }
        elements[index] = elements[index].with(
          \.expression,
          replacement.with(\.leadingTrivia, old.leadingTrivia).with(
            \.trailingTrivia, old.trailingTrivia))
        changes.append(
          Change(line: line, description: "package swift-dependencies → \(declaration)"))
      case ManifestNames.swiftClocks? where plan.removesSwiftClocks:
        removed.insert(index)
        changes.append(Change(line: line, description: "package swift-clocks → removed"))
      case nil
      where namesDependence && plan.swiftDependenciesLine != .keep
        && helpers.package(declaredBy: element.expression) == ManifestNames.swiftDependencies:
        // A helper's call (`.dependencies()`) beside this package's own line: the helper's
        // declaration becomes this package's too, and two lines would name one package.
        removed.insert(index)
        changes.append(
          Change(
            line: line,
            description:
              "package swift-dependencies (\(element.expression.trimmedDescription)) → removed: the array names \(dependence.identity) already"
          ))
      case nil
      where plan.removesSwiftClocks
        && helpers.package(declaredBy: element.expression) == ManifestNames.swiftClocks:
        removed.insert(index)
        changes.append(
          Change(
            line: line,
            description: "package swift-clocks (\(element.expression.trimmedDescription)) → removed"
          ))
      default:
        continue
      }
    }
    return ExprSyntax(
      visited.with(\.elements, ArrayElementListSyntax(elements)).removingElements(at: removed))
  }

  /// A declaration of swift-dependencies outside an array, such as a helper's
  /// `static let dependencies = Package.Dependency.package(url: …)`, replaced by this package's.
  func replacingPackage(_ node: FunctionCallExprSyntax) -> ExprSyntax? {
    let declaration = declaration(replacing: ExprSyntax(node))
    guard plan.swiftDependenciesLine == .replace,
      ExprSyntax(node).packageIdentity == ManifestNames.swiftDependencies,
      let replacement = ExprSyntax.parsing(declaration)
    else {
      return nil
    }
    changes.append(
      Change(
        line: file.line(of: node),
        description: "package swift-dependencies → \(declaration)"))
    return replacement.with(\.leadingTrivia, node.leadingTrivia).with(
      \.trailingTrivia, node.trailingTrivia)
  }

  /// This package's declaration in place of swift-dependencies' `old`, with the traits `old`
  /// chose: a line that names its traits turned swift-dependencies' defaults off, this
  /// package's one default (`FoundationNetworking`, which links libcurl on Linux) among them, so
  /// this line keeps it only where `old` names it.
  func declaration(replacing old: ExprSyntax) -> String {
    guard
      let traits = old.as(FunctionCallExprSyntax.self)?.argument("traits")?.expression
        .as(ArrayExprSyntax.self), dependence.declaration.hasSuffix(")")
    else {
      return dependence.declaration
    }
    let written = traits.elements.map { $0.expression.trimmedDescription }
    if written.contains(".defaults") { return dependence.declaration }
    // `"FoundationNetworking"` or `.trait(name: "FoundationNetworking", condition: …)`, as written.
    let kept = written.filter { $0.contains(#""FoundationNetworking""#) }
    return dependence.declaration.dropLast() + ", traits: [\(kept.joined(separator: ", "))])"
  }
}
