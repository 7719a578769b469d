import SwiftSyntax

/// What a manifest says of swift-dependencies or swift-clocks in a form no rewrite reads: a
/// product's name as a lone literal (`"Dependencies"` in a list that a loop turns into products),
/// or a location built by interpolation (`"https://github.com/pointfreeco/swift-\(name)"`).
///
/// A literal that names a target of the manifest, or is the `name:` of a target or product it
/// declares, is the package's own, and is not counted; nor is a product's name at all unless the
/// manifest also builds a location of either package by interpolation.
final class RuntimeProductNames: SyntaxVisitor {
  /// The products of swift-dependencies and swift-clocks, by their names there.
  static let productNames = ModuleNames.swiftDependencies.union([ModuleNames.clocks])
  /// The calls whose `name:` names something the manifest declares.
  private static let declarations = ManifestNames.targetKinds.union([
    "library", "executable", "plugin",
  ])

  private let targetNames: Set<String>
  /// The literals that name a product of either package outside a product's call.
  private(set) var productLiterals: [StringLiteralExprSyntax] = []
  /// The interpolated literals whose fixed text names either package or pointfreeco's URLs.
  private(set) var interpolations: [StringLiteralExprSyntax] = []

  /// Finds them in `tree`, whose targets are named `targetNames`.
  init(_ tree: SourceFileSyntax, targetNames: Set<String>) {
    self.targetNames = targetNames
    super.init(viewMode: .sourceAccurate)
    walk(tree)
    // A lone `"Dependencies"` is a trait's or a folder's name as often as a product's: it counts
    // only in a manifest that also builds a location of either package at run time.
    if interpolations.isEmpty { productLiterals = [] }
  }

  /// Whether the manifest says anything of either package that no rewrite reads.
  var isEmpty: Bool { productLiterals.isEmpty && interpolations.isEmpty }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    guard let text = ExprSyntax(node).literalText else {
      let fixed = node.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }
        .joined().lowercased()
      if ["pointfreeco/swift-", ManifestNames.swiftDependencies, ManifestNames.swiftClocks]
        .contains(where: fixed.contains)
      {
        interpolations.append(node)
      }
      return .skipChildren
    }
    guard Self.productNames.contains(text), !targetNames.contains(text) else {
      return .skipChildren
    }
    if let argument = node.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
      ReplacedProduct(call) != nil
        || (argument.label?.text == "name"
          && call.memberName.map(Self.declarations.contains) == true)
    {
      return .skipChildren
    }
    productLiterals.append(node)
    return .skipChildren
  }
}
