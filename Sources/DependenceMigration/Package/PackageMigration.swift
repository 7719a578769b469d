public import Foundation
import SwiftParser

/// Moves a whole SwiftPM package from swift-dependencies and swift-clocks to this package.
///
/// ```swift
/// let plan = try PackageMigration.plan(packageRoot: root)
/// print(plan.diff)
/// try plan.apply()
/// print(plan.report)
/// ```
public enum PackageMigration {
  /// Reads `Package.swift`, each `Package@swift-*.swift` beside it, and every Swift file under
  /// `Sources/` and `Tests/`, and migrates each.
  ///
  /// The sources go first: the manifest then gives the product `ConcurrencyExtras` to the
  /// target of each source that imports it, found by its folder (see
  /// ``ManifestMigration/migrate(_:dependence:concurrencyExtrasFiles:testClockFiles:testFiles:testingFiles:issueReportingFiles:)``).
  ///
  /// Where the package's graph was resolved (`.build/workspace-state.json`), the plan names the
  /// dependencies that keep swift-dependencies or swift-clocks in it
  /// (``MigrationPlan/packagesToMoveFirst``): for a package that uses them, and for one whose
  /// files only write their names, reached through a dependency's re-export
  /// (``MigrationPlan/reexportedUse``). A package that reaches this package through a moved
  /// dependency gets its platforms raised, whether or not it used swift-dependencies itself.
  ///
  /// Hidden folders and `.build` folders are skipped. A file under `Tests/`, or in a folder
  /// whose name ends in `Tests`, is a test file.
  ///
  /// - Parameters:
  ///   - packageRoot: The folder that holds `Package.swift`.
  ///   - dependence: How the manifest names this package.
  ///   - buildFolder: The build folder the graph was resolved in, where not the package's
  ///     `.build`: the scratch folder of the builds that prove the move, say.
  /// - Returns: The migration of each file, written only by ``MigrationPlan/apply()``.
  /// - Throws: ``MigrationError`` when the root or one of its manifests cannot be read.
  public static func plan(
    packageRoot: URL, dependence: PackageReference = .github, buildFolder: URL? = nil
  ) throws -> MigrationPlan {
    var manifests: [(name: String, text: String, analysis: ManifestAnalysis)] = []
    for name in ManifestFiles.names(at: packageRoot) {
      let url = packageRoot.appendingPathComponent(name)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else {
        throw MigrationError("cannot read \(url.path)")
      }
      manifests.append((name, text, ManifestAnalysis(Parser.parse(source: text))))
    }
    var files: [PlannedFile] = []
    var sourcesImportReplacedPackages = false
    // Never resolved here, its local dependencies are on disk all the same.
    let resolved = ResolvedGraph(root: packageRoot, buildFolder: buildFolder)
    let graph = resolved ?? ResolvedGraph(localDependenciesOf: packageRoot)
    let sources = PackageSources(
      root: packageRoot,
      mainActorByDefault: manifests.contains { $0.analysis.setsMainActorIsolation },
      dependencyReexports: graph.map {
        Reexports.ofDependencies(in: $0, dependence: dependence.identity)
      } ?? [:])
    for source in sources.files {
      guard let (text, tree, facts) = source.contents else {
        files.append(
          PlannedFile(
            path: source.path, original: "",
            result: .failure(UnparsableFile(message: "cannot read the file as UTF-8"))))
        continue
      }
      sourcesImportReplacedPackages = sourcesImportReplacedPackages || facts.importsReplacedPackages
      files.append(
        PlannedFile(
          path: source.path, original: text, result: SourceMigration.migrate(tree, facts: facts)))
    }
    let testClockFiles = sources.files.compactMap { source -> String? in
      source.contents?.facts.namesTestingClocks == true ? source.path : nil
    }
    let issueReportingFiles = sources.files.reduce(into: [String: Set<String>]()) { found, source in
      guard let modules = source.contents?.facts.issueReportingModules, !modules.isEmpty else {
        return
      }
      found[source.path] = modules
    }
    let concurrencyExtrasFiles = files.compactMap { file -> String? in
      guard case .success(let migration) = file.result, migration.needsConcurrencyExtras else {
        return nil
      }
      return file.path
    }
    let testingFiles = files.compactMap { file -> String? in
      guard case .success(let migration) = file.result, migration.importsTesting else {
        return nil
      }
      return file.path
    }
    let named = manifests.reduce(into: Set<String>()) {
      $0.formUnion($1.analysis.survey.declaredPackages)
    }
    var movesFirst = graph.map { PackageToMoveFirst.find(in: $0, rootDependencies: named) } ?? []
    var reexportedUse: MigrationPlan.ReexportedUse?
    let usesSwiftDependencies =
      sourcesImportReplacedPackages || manifests.contains { $0.analysis.namesReplacedPackages }
    if !usesSwiftDependencies, !movesFirst.isEmpty {
      // Files that import none of its modules may still write its names, through a dependency's
      // `@_exported import Dependencies`: that dependency must move first all the same. A file
      // that sees this package's modules (a package moved already) writes their names.
      reexportedUse =
        sources.files.lazy.compactMap { file in
          file.contents.flatMap { contents in
            contents.facts.visible.isDisjoint(with: ModuleNames.dependence)
              ? SwiftDependenciesNames.first(in: contents.tree) : nil
          }
          .map { MigrationPlan.ReexportedUse(path: file.path, name: $0) }
        }.first
      if reexportedUse == nil { movesFirst = [] }
    }
    var needs = SourceNeeds(
      concurrencyExtrasFiles: concurrencyExtrasFiles, testClockFiles: testClockFiles,
      testFiles: Set(sources.files.filter(\.isTest).map(\.path)), testingFiles: testingFiles,
      issueReportingFiles: issueReportingFiles)
    needs.sourcesImportReplacedPackages = sourcesImportReplacedPackages
    needs.dependenceThroughDependencies =
      graph?.reaches(dependence.identity, from: named) == true
    if needs.dependenceThroughDependencies {
      needs.writesDependenceNames = sources.files.contains { file in
        file.contents.map { SwiftDependenciesNames.first(in: $0.tree) != nil } ?? false
      }
    }
    let kept = named.subtracting([ManifestNames.swiftDependencies, ManifestNames.swiftClocks])
    needs.issueReportingStaysInGraph = ManifestNames.issueReporting.contains { identity in
      graph?.reaches(identity, from: kept) == true
    }
    needs.aliases = SwiftFiles.aliases(of: sources.files.map(\.path), under: packageRoot)
    // A file that symbolic links make several is written, and reported, once: by its own path
    // where the package holds it, else by its first link's.
    let written = needs.aliases.reduce(into: Set<String>()) { kept, alias in
      let group = ([alias.key] + alias.value).sorted()
      kept.insert(group.first { !SwiftFiles.isLink($0, under: packageRoot) } ?? group[0])
    }
    files.removeAll { needs.aliases[$0.path] != nil && !written.contains($0.path) }
    var manifestFiles: [PlannedFile] = []
    var checks: [String: MigrationPlan.ManifestCheck] = [:]
    for (name, text, analysis) in manifests {
      let result = ManifestMigration.migrate(
        text, analysis: analysis, needs: needs, dependence: dependence)
      manifestFiles.append(PlannedFile(path: name, original: text, result: result.map(\.migration)))
      if case .success(let migrated) = result {
        checks[name] = MigrationPlan.ManifestCheck(
          text: migrated.migration.text,
          leavesReplacedPackages: migrated.migrated.leavesReplacedPackages)
      }
    }
    var plan = MigrationPlan(
      root: packageRoot, files: manifestFiles + files,
      usesSwiftDependencies: usesSwiftDependencies, manifestChecks: checks)
    plan.packagesToMoveFirst = movesFirst
    plan.swiftSyntaxConflicts =
      SwiftSyntaxConflict.find(in: manifests.map { ($0.name, $0.analysis.survey) })
      + (graph.map(SwiftSyntaxConflict.find(in:)) ?? [])
    plan.aliases = needs.aliases
    // Never resolved, or resolved before the manifest named them: not on disk.
    plan.unreadDependencies = Self.unreadDependencies(
      of: manifests.map(\.analysis.survey), dependence: dependence
    ).filter { resolved?.dependencies[$0] == nil }
    plan.reexportedUse = reexportedUse
    return plan
  }

  /// The manifests SwiftPM may read at `packageRoot`: `Package.swift`, then each
  /// `Package@swift-*.swift` by name.
  public static func manifestNames(at packageRoot: URL) -> [String] {
    ManifestFiles.names(at: packageRoot)
  }

  /// The packages `surveys` name by URL, but the ones the move replaces or adds, and the ones
  /// swift-dependencies 1.17.1 itself depends on, which cannot depend on it: what a package never
  /// resolved has not on disk.
  private static func unreadDependencies(
    of surveys: [ManifestSurvey], dependence: PackageReference
  ) -> [String] {
    let local = Set(surveys.flatMap(\.packagePaths).map(PackageIdentity.ofLocation))
    let known: Set<String> =
      [
        ManifestNames.swiftDependencies, ManifestNames.swiftClocks, ManifestNames.concurrencyExtras,
        "combine-schedulers", "swift-syntax", dependence.identity,
      ]
    return surveys.reduce(into: Set<String>()) { $0.formUnion($1.declaredPackages) }
      .subtracting(local).subtracting(known).subtracting(ManifestNames.issueReporting).sorted()
  }
}
