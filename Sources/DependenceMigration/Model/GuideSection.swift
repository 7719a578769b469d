/// The sections of the guide "Migrating from swift-dependencies" that manual steps point to.
enum GuideSection {
  static let imports = "Imports"
  static let platforms = "Platforms and tools version"
  static let beforeFirstBuild = "Before the first build"
  static let oneLine = "One-line replacements"
  static let movedPackage = "A package, moved from start to green"

  /// Every section above, so that a test can check each names a heading of the guide.
  static let all = [imports, platforms, beforeFirstBuild, oneLine, movedPackage]
}
