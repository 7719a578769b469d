import SwiftSyntax

/// The packages a manifest declares and the packages its products name.
final class ManifestSurvey: SyntaxVisitor {
  /// The identities of the `.package(url:…)` and `.package(path:…)` calls.
  private(set) var declaredPackages: Set<String> = []
  /// The `package:` arguments of the `.product(name:package:)` calls, lowercased.
  private(set) var productPackages: Set<String> = []
  /// The `path:` arguments of the `.package(path:…)` calls, as written.
  private(set) var packagePaths: [String] = []

  init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let identity = ExprSyntax(node).packageIdentity {
      declaredPackages.insert(identity)
      if let path = node.literalArgument("path") { packagePaths.append(path) }
    } else if node.implicitMemberName == "product", let package = node.literalArgument("package") {
      productPackages.insert(package.lowercased())
    }
    return .visitChildren
  }
}

/// The text of every string literal, lowercased, interpolations included as written.
final class StringLiterals: SyntaxVisitor {
  private(set) var texts: [String] = []

  init(_ tree: some SyntaxProtocol) {
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    texts.append(node.segments.trimmedDescription.lowercased())
    return .skipChildren
  }
}
