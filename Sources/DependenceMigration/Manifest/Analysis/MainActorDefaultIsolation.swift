import SwiftSyntax

/// Whether a manifest gives a target main-actor default isolation,
/// `.defaultIsolation(MainActor.self)` (Xcode 26's default for a new app target), by any
/// spelling of the setting: in a target's `swiftSettings`, a shared array or a helper.
enum MainActorDefaultIsolation {
  /// Whether `tree` calls `defaultIsolation` with `MainActor.self`.
  static func isSet(in tree: SourceFileSyntax) -> Bool {
    Calls(tree).found.contains {
      $0.memberName == "defaultIsolation"
        && $0.arguments.first?.expression.trimmedDescription == "MainActor.self"
    }
  }
}
