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
  /// Reads `Package.swift` and every Swift file under `Sources/` and `Tests/` and migrates each.
  ///
  /// The sources go first: the manifest then gives the product `ConcurrencyExtras` to the
  /// target of each source that imports it, found by its folder (see
  /// ``ManifestMigration/migrate(_:dependence:concurrencyExtrasFiles:testClockFiles:testFiles:testingFiles:issueReportingFiles:)``).
  ///
  /// Hidden folders and `.build` folders are skipped. A file under `Tests/`, or in a folder
  /// whose name ends in `Tests`, is a test file.
  ///
  /// - Parameters:
  ///   - packageRoot: The folder that holds `Package.swift`.
  ///   - dependence: How the manifest names this package.
  /// - Returns: The migration of each file, written only by ``MigrationPlan/apply()``.
  /// - Throws: ``MigrationError`` when the root or its manifest cannot be read.
  public static func plan(
    packageRoot: URL, dependence: PackageReference = .github
  ) throws -> MigrationPlan {
    let manifestURL = packageRoot.appendingPathComponent("Package.swift")
    guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
      throw MigrationError("cannot read \(manifestURL.path)")
    }
    let analysis = ManifestAnalysis(Parser.parse(source: manifest))
    var files: [PlannedFile] = []
    var usesSwiftDependencies = analysis.namesReplacedPackages
    let sources = PackageSources(root: packageRoot)
    for source in sources.files {
      guard let (text, tree, facts) = source.contents else {
        files.append(
          PlannedFile(
            path: source.path, original: "",
            result: .failure(UnparsableFile(message: "cannot read the file as UTF-8"))))
        continue
      }
      usesSwiftDependencies = usesSwiftDependencies || facts.importsReplacedPackages
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
    let needs = SourceNeeds(
      concurrencyExtrasFiles: concurrencyExtrasFiles, testClockFiles: testClockFiles,
      testFiles: Set(sources.files.filter(\.isTest).map(\.path)), testingFiles: testingFiles,
      issueReportingFiles: issueReportingFiles)
    let result = ManifestMigration.migrate(
      manifest, analysis: analysis, needs: needs, dependence: dependence)
    let manifestFile = PlannedFile(
      path: "Package.swift", original: manifest, result: result.map(\.migration))
    var check: MigrationPlan.ManifestCheck?
    if case .success(let migrated) = result {
      check = MigrationPlan.ManifestCheck(
        text: migrated.migration.text,
        leavesReplacedPackages: migrated.migrated.leavesReplacedPackages)
    }
    return MigrationPlan(
      root: packageRoot, files: [manifestFile] + files,
      usesSwiftDependencies: usesSwiftDependencies, manifestCheck: check)
  }
}
