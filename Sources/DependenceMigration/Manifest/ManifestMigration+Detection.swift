import SwiftParser

extension ManifestMigration {
  /// Whether `manifest` names swift-dependencies or swift-clocks (see
  /// ``ManifestSurvey/namesReplacedPackages`` and ``RuntimeProductNames``).
  static func namesSwiftDependencies(_ manifest: String) -> Bool {
    let tree = Parser.parse(source: manifest)
    return ManifestSurvey(tree).namesReplacedPackages || !RuntimeProductNames(tree).isEmpty
  }

  /// Whether the migrated `manifest` still names swift-dependencies or swift-clocks where no
  /// rewrite reads it: a product it could not move, or a location or name read at run time.
  /// A package line left unused does not count: the manifest loads, and a step says to remove it.
  static func leavesReplacedPackages(_ manifest: String) -> Bool {
    let tree = Parser.parse(source: manifest)
    let survey = ManifestSurvey(tree)
    return !survey.namedReplacedPackages.isEmpty || !survey.unreadLocations.isEmpty
      || !RuntimeProductNames(tree).isEmpty
  }
}
