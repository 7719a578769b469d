import SwiftSyntax

extension ManifestMigration {
  /// One step for each target of `files`, which import `DependenceTesting`, that the migration
  /// could not give that product: a target with no `dependencies:`, or a file with no known
  /// target (such as one whose name is not a literal) when no target names the product, so
  /// that its own cannot.
  static func dependenceTestingSteps(
    for files: [String], in file: ParsedFile, dependence: PackageReference
  ) -> [ManualStep] {
    let namesTesting = Set(ProductKey.names(in: file.tree)).contains("DependenceTesting")
    return ManifestTargets(file.tree).unreachable(files, unknown: !namesTesting).map {
      path, node in
      ManualStep(
        line: file.line(of: node),
        what:
          "give the target of \(path), which now imports DependenceTesting, `.product(name: \"DependenceTesting\", package: \(SwiftLiteral.quoted(dependence.identity)))`",
        section: GuideSection.beforeFirstBuild)
    }
  }
}
