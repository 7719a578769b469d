import SwiftParser
import SwiftSyntax

extension ExprSyntax {
  /// Parses one expression, such as `.package(path: "../dependence")`.
  static func parsing(_ text: String) -> ExprSyntax? {
    guard case .expr(let expression)? = Parser.parse(source: text).statements.first?.item else {
      return nil
    }
    return expression.trimmed
  }
}
