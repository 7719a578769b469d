import SwiftSyntax

extension FunctionCallExprSyntax {
  /// The member a call like `.product(…)` or `.testTarget(…)` names, when it has no base.
  var implicitMemberName: String? {
    guard let member = calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else {
      return nil
    }
    return member.declName.baseName.text
  }

  /// The member a call like `.package(…)` or `Package.Dependency.package(…)` names, with or
  /// without a base.
  var memberName: String? {
    calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }
}
