import SwiftSyntax

extension AttributeSyntax {
  /// The attribute's arguments by label; `nil` when it has an argument without a label, or
  /// arguments that are not a plain list.
  var labeledArguments: [String: LabeledExprSyntax]? {
    guard let arguments else { return [:] }
    guard case .argumentList(let list) = arguments else { return nil }
    var byLabel: [String: LabeledExprSyntax] = [:]
    for argument in list {
      guard let label = argument.label?.text, byLabel[label] == nil else { return nil }
      byLabel[label] = argument
    }
    return byLabel
  }
}
