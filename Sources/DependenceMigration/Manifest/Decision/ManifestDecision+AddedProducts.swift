extension ManifestDecision {
  /// Gives `DependenceTesting` of `package` to the target of each of `files`, which import it
  /// once migrated.
  static func addDependenceTesting(
    to files: [String], of targets: ManifestTargets, package: String,
    in plan: inout ManifestPlan
  ) {
    for target in Set(files.compactMap { targets.target(of: $0)?.name }) {
      plan.add(.dependenceTesting(package: package), to: target)
    }
  }

  /// Gives `ConcurrencyExtras` to the target of each of `files` that has `dependencies:`, and,
  /// where one does, adds swift-concurrency-extras' package line unless `declaredPackages` holds
  /// it (a line no target uses would only draw SwiftPM's warning; the steps name it instead).
  static func addConcurrencyExtras(
    to files: [String], of targets: ManifestTargets, declaredPackages: Set<String>,
    in plan: inout ManifestPlan
  ) {
    let names = Set(
      files.compactMap { targets.target(of: $0) }.filter(\.hasDependencies).map(\.name))
    for target in names {
      plan.add(.concurrencyExtras, to: target)
    }
    if !names.isEmpty, !declaredPackages.contains(ManifestNames.concurrencyExtras) {
      plan.addedPackages.append(ManifestNames.concurrencyExtrasDeclaration)
    }
  }

  /// Gives the target of each of `files` that has `dependencies:` the swift-issue-reporting
  /// products its files import (`files` maps a path to the modules it imports), by the identity
  /// under which `declaredPackages` holds that package, or under `xctest-dynamic-overlay` with
  /// its package line added.
  static func addIssueReporting(
    to files: [String: Set<String>], of targets: ManifestTargets,
    declaredPackages: Set<String>, in plan: inout ManifestPlan
  ) {
    var products: [String: Set<String>] = [:]
    for (path, modules) in files {
      guard let target = targets.target(of: path), target.hasDependencies else { continue }
      products[target.name, default: []].formUnion(modules)
    }
    guard !products.isEmpty else { return }
    var identity = "xctest-dynamic-overlay"
    if let declared = ManifestNames.issueReporting.first(where: declaredPackages.contains) {
      identity = declared
    } else if !plan.addedPackages.contains(ManifestNames.issueReportingDeclaration) {
      plan.addedPackages.append(ManifestNames.issueReportingDeclaration)
    }
    for (target, modules) in products {
      for module in modules.sorted() {
        plan.add(.issueReporting(module, package: identity), to: target)
      }
    }
  }
}
