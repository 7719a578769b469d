import SwiftParser

extension ManifestMigration {
  /// Whether `manifest` names swift-dependencies or swift-clocks (see
  /// ``ManifestSurvey/namesPeers`` and ``UnreadPeerNames``).
  static func namesSwiftDependencies(_ manifest: String) -> Bool {
    let tree = Parser.parse(source: manifest)
    return ManifestSurvey(tree).namesPeers || !UnreadPeerNames(tree).isEmpty
  }
}

extension SourceMigration {
  /// Whether `source` imports a module of swift-dependencies or swift-clocks.
  static func importsSwiftDependencies(_ source: String) -> Bool {
    !ImportedModules(Parser.parse(source: source)).modules
      .isDisjoint(with: ModuleNames.swiftDependencies.union([ModuleNames.clocks]))
  }
}

extension ManifestMigration {
  /// Whether the migrated `manifest` still names swift-dependencies or swift-clocks where no
  /// rewrite reads it: a product it could not move, or a location or name read at run time.
  /// A package line left unused does not count: the manifest loads, and a step says to remove it.
  static func leavesPeers(_ manifest: String) -> Bool {
    let tree = Parser.parse(source: manifest)
    let survey = ManifestSurvey(tree)
    return !survey.namedPeers.isEmpty || !survey.unreadLocations.isEmpty
      || !UnreadPeerNames(tree).isEmpty
  }
}
