import SwiftParser

extension ManifestMigration {
  /// Whether `manifest` names swift-dependencies or swift-clocks (see
  /// ``ManifestSurvey/namesPeers``).
  static func namesSwiftDependencies(_ manifest: String) -> Bool {
    ManifestSurvey(Parser.parse(source: manifest)).namesPeers
  }
}

extension SourceMigration {
  /// Whether `source` imports a module of swift-dependencies or swift-clocks.
  static func importsSwiftDependencies(_ source: String) -> Bool {
    !ImportedModules(Parser.parse(source: source)).modules
      .isDisjoint(with: ModuleNames.swiftDependencies.union([ModuleNames.clocks]))
  }
}
