/// The decide stage of a manifest's migration: the ``ManifestPlan`` of its rewrite, from the
/// manifest's analysis and what the package's sources need of it.
///
/// Most of the plan follows from the manifest as written. The rest reads two trial rewrites
/// (``TrialRewrite``), each made once. The first moves the products only: what still names
/// swift-dependencies or swift-clocks then decides whether their package lines stay, and whether
/// a test target got `IssueReportingTestSupport` whether its package may need a line. The second
/// moves the package lines too: the packages the manifest then declares, and those its products
/// name, decide which lines to add.
enum ManifestDecision {
  /// The plan for `file`, whose analysis is `analysis`, or `nil` when the manifest is left as it
  /// is: it names no replaced package, and this package only where no file needs
  /// `ConcurrencyExtras`.
  static func plan(
    for file: ParsedFile, analysis: ManifestAnalysis, needs: SourceNeeds,
    dependence: PackageReference
  ) -> ManifestPlan? {
    guard analysis.namesReplacedPackages else {
      if needs.dependenceThroughDependencies,
        !analysis.survey.declaredPackages.contains(dependence.identity)
      {
        var plan = ManifestPlan(scope: .platformsOnly, platforms: .leave)
        raisePlatforms(for: analysis, in: &plan)
        if needs.writesDependenceNames {
          // Its tests reach this package's code through the dependency, and fail on its issues
          // only with `DependenceTesting` linked, which swift-issue-reporting did not need.
          plan.testTargetsGetDependenceTesting = true
          plan.issueReportingTestSupport = issueReportingTestSupportPackage(
            analysis.literalTexts, importsIssueReporting: needs.issueReportingStaysInGraph)
          addPackageLines(of: file, analysis: analysis, dependence: dependence, to: &plan)
        }
        return plan
      }
      guard !needs.concurrencyExtrasFiles.isEmpty || needs.sourcesImportReplacedPackages,
        analysis.survey.declaredPackages.contains(dependence.identity)
      else {
        return nil
      }
      var plan = ManifestPlan(scope: .concurrencyExtrasOnly, platforms: .leave)
      // The manifest names this package already, and the sources move: its Apple platforms go
      // to 26 as in any move (SwiftPM checks them against every product the package links).
      if needs.sourcesImportReplacedPackages { raisePlatforms(for: analysis, in: &plan) }
      addConcurrencyExtras(
        to: needs.concurrencyExtrasFiles, of: analysis.targets,
        declaredPackages: analysis.survey.declaredPackages, in: &plan)
      return plan
    }

    var plan = ManifestPlan()
    // A file whose target gets an IssueReporting product (see `addIssueReporting`) keeps
    // swift-issue-reporting in the graph.
    let importsIssueReporting = needs.issueReportingFiles.keys.contains { path in
      analysis.targets.target(of: path)?.hasDependencies == true
    }
    plan.issueReportingTestSupport = issueReportingTestSupportPackage(
      analysis.literalTexts,
      importsIssueReporting: importsIssueReporting || needs.issueReportingStaysInGraph)
    let productsMoved = TrialRewrite(
      of: file, analysis: analysis, plan: plan, dependence: dependence)
    let stillNamed = productsMoved.analysis.survey.namedReplacedPackages
    plan.swiftDependenciesLine =
      stillNamed.contains(ManifestNames.swiftDependencies) ? .keep : .replace
    plan.removesSwiftClocks = !stillNamed.contains(ManifestNames.swiftClocks)
    plan.clocks = clocks(for: needs, of: analysis.targets)
    raisePlatforms(for: analysis, in: &plan)
    addDependenceTesting(
      to: needs.testingFiles, of: analysis.targets, package: dependence.identity, in: &plan)

    let moved = addPackageLines(of: file, analysis: analysis, dependence: dependence, to: &plan)
    if !needs.concurrencyExtrasFiles.isEmpty {
      addConcurrencyExtras(
        to: needs.concurrencyExtrasFiles, of: analysis.targets,
        declaredPackages: moved.declaredPackages, in: &plan)
    }
    addIssueReporting(
      to: needs.issueReportingFiles, of: analysis.targets,
      declaredPackages: moved.declaredPackages, in: &plan)
    return plan
  }

  /// Adds to `plan` the package lines its products need, from a trial rewrite of `file` by it:
  /// this package's, where a product names it and no line declares it, and swift-issue-reporting's
  /// where a test target got `IssueReportingTestSupport` and no line declares its package.
  /// Returns the survey of that rewrite.
  @discardableResult
  static func addPackageLines(
    of file: ParsedFile, analysis: ManifestAnalysis, dependence: PackageReference,
    to plan: inout ManifestPlan
  ) -> ManifestSurvey {
    let linesMoved = TrialRewrite(of: file, analysis: analysis, plan: plan, dependence: dependence)
    let moved = linesMoved.analysis.survey
    if moved.productPackages.contains(dependence.identity),
      !moved.declaredPackages.contains(dependence.identity)
    {
      plan.addedPackages.append(dependence.declaration)
    }
    if linesMoved.gaveIssueReportingTestSupport,
      moved.declaredPackages.isDisjoint(with: ManifestNames.issueReporting)
    {
      plan.addedPackages.append(ManifestNames.issueReportingDeclaration)
    }
    return moved
  }

  /// The package of `IssueReportingTestSupport` for test targets that link `DependenceTesting`
  /// once moved, when swift-issue-reporting stays in the graph: a literal of the manifest names
  /// its package, or a package that links it (``ManifestNames/reportingThroughIssueReporting``),
  /// or the sources import its modules, or the resolved graph leads to it
  /// (`importsIssueReporting`, for either of the last two). A test process
  /// that links it without its test support loses its reports, and `DependenceTesting` fails
  /// such a process's tests until the product is added. swift-issue-reporting when a literal
  /// names it, xctest-dynamic-overlay otherwise.
  static func issueReportingTestSupportPackage(
    _ literals: [String], importsIssueReporting: Bool = false
  ) -> String? {
    let names = Set(ManifestNames.reportingThroughIssueReporting + ManifestNames.issueReporting)
    let named = Set(literals.map(packageName))
    guard importsIssueReporting || !named.isDisjoint(with: names) else { return nil }
    return named.contains("swift-issue-reporting")
      ? "swift-issue-reporting" : "xctest-dynamic-overlay"
  }

  /// The package a literal names, as a token: the literal itself (`"swift-custom-dump"`), or the
  /// last component of a location without its `.git`
  /// (`"https://github.com/pointfreeco/swift-case-paths.git"`), never a part of a longer name.
  private static func packageName(_ literal: String) -> String {
    var last = literal.split(separator: "/").last.map(String.init) ?? literal
    if last.hasSuffix(".git") { last.removeLast(4) }
    return last
  }

  /// Where `Clocks` becomes `DependenceTesting`: the targets of the files that name `TestClock`,
  /// and where no target is known when one of them is not a test file.
  static func clocks(for needs: SourceNeeds, of targets: ManifestTargets) -> ManifestPlan.Clocks {
    ManifestPlan.Clocks(
      testingTargets: Set(needs.testClockFiles.compactMap { targets.target(of: $0)?.name }),
      testingWhereNoTargetIsKnown: needs.testClockFiles.contains { !needs.testFiles.contains($0) })
  }

  /// Has `plan` raise the Apple platforms, as the manifest analysed by `analysis` can write them.
  static func raisePlatforms(for analysis: ManifestAnalysis, in plan: inout ManifestPlan) {
    plan.platforms = .raise(platformSpelling(analysis.toolsVersion))
    if let toolsVersion = analysis.toolsVersion, toolsVersion.isOlder(than: .visionOS) {
      plan.addedPlatforms.removeAll { $0 == "visionOS" }
    }
  }

  /// How raised platforms are written under `toolsVersion`: as strings below 6.2, where `.v26`
  /// does not exist, and as members from 6.2 or when the version does not read.
  static func platformSpelling(_ toolsVersion: ToolsVersion?) -> ManifestPlan.Platforms.Spelling {
    guard let toolsVersion, toolsVersion.isOlder(than: .platformMembers) else { return .members }
    return .strings
  }
}
