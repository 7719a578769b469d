import SwiftSyntax

extension ManifestMigration {
  /// The modules of swift-issue-reporting that a source file may import, which swift-dependencies
  /// brought into the graph; each is a product of that package of the same name.
  static let issueReportingModules: Set<String> = ["IssueReporting", "XCTestDynamicOverlay"]

  /// The options that give each target of `files` the swift-issue-reporting product its file
  /// imports, and the package its line when no package line names it.
  ///
  /// - Parameters:
  ///   - files: The module each file imports, by path.
  ///   - declaredPackages: The packages the manifest declares.
  static func addingIssueReporting(
    of files: [String: Set<String>], in tree: SourceFileSyntax, declaredPackages: Set<String>,
    to options: inout ManifestRewriter.Options
  ) {
    let targets = ManifestTargets(tree)
    for (path, modules) in files {
      guard let target = targets.target(of: path), target.hasDependencies else { continue }
      options.issueReportingProducts[target.name, default: []].formUnion(modules)
    }
    guard !options.issueReportingProducts.isEmpty else { return }
    if let declared = ManifestNames.issueReporting.first(where: declaredPackages.contains) {
      options.issueReportingIdentity = declared
    } else if !options.addedPackages.contains(ManifestNames.issueReportingDeclaration) {
      options.addedPackages.append(ManifestNames.issueReportingDeclaration)
    }
  }

  /// One step for each file whose target the migration could not give the swift-issue-reporting
  /// product it imports: a file with no known target, or a target with no
  /// `dependencies:`.
  static func issueReportingSteps(for files: [String: Set<String>], in file: ParsedFile)
    -> [ManualStep]
  {
    let targets = ManifestTargets(file.tree)
    return files.sorted { $0.key < $1.key }.compactMap { path, modules in
      let target = targets.target(of: path)
      guard target?.hasDependencies != true, let node = target?.node ?? targets.package else {
        return nil
      }
      let products = modules.sorted().map {
        "`.product(name: \(SwiftLiteral.quoted($0)), package: \"xctest-dynamic-overlay\")`"
      }
      return ManualStep(
        line: file.line(of: node),
        what:
          "give the target of \(path) \(products.joined(separator: " and ")), which swift-dependencies brought, and the package line `\(ManifestNames.issueReportingDeclaration)` if none names it",
        section: GuideSection.beforeFirstBuild)
    }
  }
}
