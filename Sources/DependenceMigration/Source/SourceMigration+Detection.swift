import SwiftParser

extension SourceMigration {
  /// Whether `source` imports a module of swift-dependencies or swift-clocks.
  static func importsSwiftDependencies(_ source: String) -> Bool {
    !ImportedModules(Parser.parse(source: source)).modules
      .isDisjoint(with: ModuleNames.swiftDependencies.union([ModuleNames.clocks]))
  }
}
