/// The result of migrating one file: its new text, what changed, and what is left to do by hand.
public struct FileMigration: Sendable, Equatable {
  /// The rewritten text, equal to the input when nothing changed.
  public var text: String
  /// The rewrites made, in the order of their lines in the input.
  public var changes: [Change]
  /// What the migration saw but did not rewrite, with lines in ``text``.
  public var leftByHand: [ManualStep]
  /// Whether the migrated file needs the product `ConcurrencyExtras` in its target: it imports
  /// the module, or needs to and could not be given the import.
  public var needsConcurrencyExtras: Bool
  /// Whether the migrated file imports `DependenceTesting`, so its target needs that product.
  public var importsTesting: Bool

  /// Creates a migration result.
  public init(
    text: String, changes: [Change] = [], leftByHand: [ManualStep] = [],
    needsConcurrencyExtras: Bool = false, importsTesting: Bool = false
  ) {
    self.text = text
    self.changes = changes
    self.leftByHand = leftByHand
    self.needsConcurrencyExtras = needsConcurrencyExtras
    self.importsTesting = importsTesting
  }
}
