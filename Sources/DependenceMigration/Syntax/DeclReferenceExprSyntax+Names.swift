import SwiftSyntax

extension DeclReferenceExprSyntax {
  /// Whether the reference is the bare name `name`, with no argument labels.
  func isNamed(_ name: String) -> Bool {
    argumentNames == nil && baseName.text == name
  }

  /// Whether the reference is the member of an access (`x.name`) or a key path's component
  /// (`\.name`), which is no variable of its own.
  var isMemberName: Bool {
    if let member = parent?.as(MemberAccessExprSyntax.self), member.declName.id == id {
      return true
    }
    return parent?.is(KeyPathPropertyComponentSyntax.self) == true
  }
}
