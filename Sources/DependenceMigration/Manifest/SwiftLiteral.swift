import Foundation

/// Swift string literals for text the migration writes into a manifest.
enum SwiftLiteral {
  /// `text` between double quotes, with backslashes and quotes escaped.
  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}
