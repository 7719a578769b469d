import SwiftParser
import SwiftSyntax

extension ExprSyntax {
  /// The text of a string literal without interpolation, such as `swift-dependencies`.
  var literalText: String? {
    guard let literal = self.as(StringLiteralExprSyntax.self) else { return nil }
    return literal.representedLiteralValue
  }
}
