/// The sections of the guide "Migrating from swift-dependencies" that manual steps and the
/// command's messages point to, by heading.
public enum GuideSection {
  /// "Imports".
  public static let imports = "Imports"
  /// "Platforms and tools version".
  public static let platforms = "Platforms and tools version"
  /// "Before the first build".
  public static let beforeFirstBuild = "Before the first build"
  /// "One-line replacements".
  public static let oneLine = "One-line replacements"
  /// "Behaviour that differs".
  public static let behaviour = "Behaviour that differs"
  /// "A package, moved from start to green".
  public static let movedPackage = "A package, moved from start to green"

  /// Every section above, so that a test can check each names a heading of the guide.
  static let all = [imports, platforms, beforeFirstBuild, oneLine, behaviour, movedPackage]
}
