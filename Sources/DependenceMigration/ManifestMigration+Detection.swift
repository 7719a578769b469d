import SwiftParser

extension ManifestMigration {
  /// Whether a string literal of `manifest` names swift-dependencies or swift-clocks.
  static func namesSwiftDependencies(_ manifest: String) -> Bool {
    StringLiterals(Parser.parse(source: manifest)).texts.contains {
      $0.contains(ManifestNames.swiftDependencies) || $0.contains(ManifestNames.swiftClocks)
    }
  }
}

extension SourceMigration {
  /// Whether `source` imports a module of swift-dependencies or swift-clocks.
  static func importsSwiftDependencies(_ source: String) -> Bool {
    !ImportedModules(Parser.parse(source: source)).modules
      .isDisjoint(with: ModuleNames.swiftDependencies.union([ModuleNames.clocks]))
  }
}
