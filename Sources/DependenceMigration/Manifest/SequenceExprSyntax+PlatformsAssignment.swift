import SwiftSyntax

extension SequenceExprSyntax {
  /// The array literal this expression assigns to a package's platforms after its `Package`
  /// call: `[…]` in `package.platforms = […]`.
  var assignedPlatforms: ArrayExprSyntax? {
    let elements = Array(elements)
    guard elements.count == 3,
      elements[0].as(MemberAccessExprSyntax.self)?.isPackagePlatforms == true,
      elements[1].is(AssignmentExprSyntax.self)
    else { return nil }
    return elements[2].as(ArrayExprSyntax.self)
  }
}

extension MemberAccessExprSyntax {
  /// Whether this reaches a package's platforms after its `Package` call: `package.platforms`.
  var isPackagePlatforms: Bool {
    base != nil && declName.baseName.text == "platforms"
  }
}
