import SwiftSyntax

/// The versions a manifest's `platforms:` writes: `.v13`, `.v10_15` or `"15.0"`.
enum PlatformVersion {
  /// The major version of `expression`, or `nil` when it is not one of those spellings.
  static func major(of expression: ExprSyntax) -> Int? {
    if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
      let name = member.declName.baseName.text
      guard name.hasPrefix("v") else { return nil }
      return name.dropFirst().split(separator: "_").first.flatMap { Int($0) }
    }
    return expression.literalText?.split(separator: ".").first.flatMap { Int($0) }
  }
}
