import SwiftSyntax

extension ManifestMigration {
  /// One step for each target of `files`, which import `DependenceTesting`, that the migration
  /// could not give that product: a file with no known target, or a target with no
  /// `dependencies:`.
  static func dependenceTestingSteps(
    for files: [String], in file: ParsedFile, dependence: PackageReference
  ) -> [ManualStep] {
    let targets = ManifestTargets(file.tree)
    var steps: [ManualStep] = []
    var named: Set<String> = []
    for path in files {
      let target = targets.target(of: path)
      guard target?.hasDependencies != true, named.insert(target?.name ?? path).inserted,
        let node = target?.node ?? targets.package
      else {
        continue
      }
      steps.append(
        ManualStep(
          line: file.line(of: node),
          what:
            "give the target of \(path), which imports DependenceTesting for swift-clocks' TestClock or ImmediateClock, `.product(name: \"DependenceTesting\", package: \(StringLiteral.quoted(dependence.identity)))`",
          section: GuideSection.beforeFirstBuild))
    }
    return steps
  }
}
