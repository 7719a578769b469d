import SwiftSyntax

/// The types a tree names as members of `DependencyValues` (`DependencyValues.APIClientKey`, or
/// qualified by its module): the keys swift-dependencies' public `@DependencyEntry` declared
/// there, which another module may extend (``ExtendedEntryKey``).
final class DependencyValuesMemberTypes: WalkingVisitor {
  /// The names, such as `APIClientKey`.
  private(set) var names: Set<String> = []

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    if node.baseType.lastNameComponent == "DependencyValues" {
      names.insert(node.name.text)
    }
    return .visitChildren
  }
}
