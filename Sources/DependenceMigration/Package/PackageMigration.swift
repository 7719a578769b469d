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
  /// ``ManifestMigration/migrate(_:dependence:concurrencyExtrasFiles:)``).
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
    var files: [PlannedFile] = []
    var usesSwiftDependencies = ManifestMigration.namesSwiftDependencies(manifest)
    let sources = SwiftFiles.paths(under: packageRoot, in: ["Sources", "Tests"]).map {
      ($0, try? String(contentsOf: packageRoot.appendingPathComponent($0), encoding: .utf8))
    }
    let clients = sources.reduce(into: Set<String>()) { clients, file in
      if let source = file.1 { clients.formUnion(DependencyClients.declared(in: source)) }
    }
    for (path, source) in sources {
      guard let source else {
        files.append(
          PlannedFile(
            path: path, original: "",
            result: .failure(UnparsableFile(message: "cannot read the file as UTF-8"))))
        continue
      }
      usesSwiftDependencies =
        usesSwiftDependencies || SourceMigration.importsSwiftDependencies(source)
      let isTest = isTestFile(path)
      files.append(
        PlannedFile(
          path: path, original: source,
          result: SourceMigration.migrate(source, isTest: isTest, dependencyClients: clients)))
    }
    let testClockFiles = sources.compactMap { path, source -> String? in
      guard let source, TestingClockUses.needsTesting(in: Parser.parse(source: source)) else {
        return nil
      }
      return path
    }
    let issueReportingFiles = sources.reduce(into: [String: Set<String>]()) { found, file in
      guard let source = file.1 else { return }
      let modules = ImportedModules(Parser.parse(source: source)).modules
        .intersection(ManifestMigration.issueReportingModules)
      if !modules.isEmpty { found[file.0] = modules }
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
    let manifestFile = PlannedFile(
      path: "Package.swift", original: manifest,
      result: ManifestMigration.migrate(
        manifest, dependence: dependence, concurrencyExtrasFiles: concurrencyExtrasFiles,
        testClockFiles: testClockFiles, testFiles: Set(sources.map(\.0).filter(isTestFile)),
        testingFiles: testingFiles,
        issueReportingFiles: issueReportingFiles))
    return MigrationPlan(
      root: packageRoot, files: [manifestFile] + files,
      usesSwiftDependencies: usesSwiftDependencies)
  }

  /// Whether the file at `path` is a test file: under `Tests/`, or in a folder whose name ends in
  /// `Tests`.
  private static func isTestFile(_ path: String) -> Bool {
    path.hasPrefix("Tests/")
      || path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
  }
}
