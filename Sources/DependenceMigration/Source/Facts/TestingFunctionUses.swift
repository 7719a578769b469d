import SwiftSyntax

/// Whether a file calls a function that swift-dependencies re-exported from
/// swift-issue-reporting and that this package declares only in `DependenceTesting`:
/// `withExpectedIssue`.
///
/// Such a file's `import Dependencies` becomes `import DependenceTesting`, as where it names
/// `TestClock` (``TestingClockUses``); the manifest migration then gives its target the product.
enum TestingFunctionUses {
  /// The functions, by name.
  static let names: Set<String> = ["withExpectedIssue"]

  /// Whether `file` names one of ``names`` in an expression, outside its imports.
  static func found(in file: SourceFileSyntax) -> Bool {
    file.tokens(viewMode: .sourceAccurate).contains {
      names.contains($0.text) && $0.parent?.is(DeclReferenceExprSyntax.self) == true
    }
  }
}
