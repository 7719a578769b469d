import SwiftSyntax

/// The names a file writes that only swift-dependencies declares, seen token by token: how a
/// file that imports none of its modules shows that it reaches it through another module's
/// `@_exported import Dependencies`.
///
/// Read only where the resolved graph leads to swift-dependencies through a dependency (see
/// ``PackageMigration``), so a package that declares a `DependencyValues` of its own and has no
/// such dependency is never asked.
enum SwiftDependenciesNames {
  /// The names: the property wrapper and its values, the keys, the scoping functions and the
  /// client macro.
  static let names: Set<String> = [
    "Dependency", "DependencyValues", "DependencyKey", "TestDependencyKey", "withDependencies",
    "prepareDependencies", "withEscapedDependencies", "DependencyClient",
  ]

  /// The first of ``names`` that `file` writes outside its imports, or `nil`.
  static func first(in file: SourceFileSyntax) -> String? {
    for token in file.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, names.contains(name),
        token.ancestorOrSelf(mapping: { $0.as(ImportDeclSyntax.self) }) == nil
      else { continue }
      return name
    }
    return nil
  }
}
