public import Foundation
import SwiftParser

/// How a migrated manifest names this package: the `.package(…)` line and the identity that
/// `.product(name:package:)` uses.
public struct PackageReference: Sendable, Equatable {
  /// The package dependency as the manifest writes it, such as
  /// `.package(path: "../dependence")`.
  public var declaration: String
  /// The package identity, such as `dependence`.
  public var identity: String

  /// The package on GitHub, on its `main` branch.
  public static let github = PackageReference(
    declaration: #".package(url: "https://github.com/Aemi-Studio/dependence.git", branch: "main")"#,
    identity: "dependence")

  /// The package in a local folder; its identity is the folder's name, lowercased.
  public static func path(_ path: String) -> PackageReference {
    PackageReference(
      declaration: ".package(path: \(SwiftLiteral.quoted(path)))",
      identity: PackageIdentity.ofLocation(path))
  }

  /// The package in the folder `given`, a path as a user typed it: read from `currentFolder`
  /// where it is relative, and written so that SwiftPM, which reads a manifest's paths from the
  /// package's folder, finds it from `packageRoot` (an absolute path stays as it is).
  ///
  /// - Throws: ``MigrationError`` where the folder holds no `Package.swift`.
  public static func path(_ given: String, currentFolder: URL, packageRoot: URL) throws
    -> PackageReference
  {
    let folder = URL(fileURLWithPath: given, relativeTo: currentFolder).standardizedFileURL
    let manifest = folder.appendingPathComponent("Package.swift").path
    guard FileManager.default.fileExists(atPath: manifest) else {
      throw MigrationError(
        "--dependence-path \(given): no Package.swift at \(manifest); name the folder of dependence's Package.swift, from the current folder or as an absolute path"
      )
    }
    if given.hasPrefix("/") { return path(given) }
    return path(relativePath(of: folder, from: packageRoot.standardizedFileURL))
  }

  /// The path of `folder` from `base`, both absolute: `../dependence`.
  static func relativePath(of folder: URL, from base: URL) -> String {
    let target = folder.pathComponents
    let start = base.pathComponents
    let shared = zip(target, start).prefix { $0 == $1 }.count
    let components =
      Array(repeating: "..", count: start.count - shared) + target.dropFirst(shared)
    return components.isEmpty ? "." : components.joined(separator: "/")
  }

  /// The `.package(path:)` line of `manifest` that names the package at `dependenceRoot`, as
  /// the manifest writes it, or `nil` when none does. Paths are resolved from `packageRoot`.
  ///
  /// A package that lists this one by a local path whose last component is not `dependence`
  /// (a checkout in `main`, say) has a different identity: the migration must keep that line and
  /// name its products by that identity, rather than add a second line for the same package.
  public static func declared(
    in manifest: String, packageRoot: URL, resolvingTo dependenceRoot: URL
  ) -> PackageReference? {
    declared(
      in: ManifestAnalysis(Parser.parse(source: manifest)), packageRoot: packageRoot,
      resolvingTo: dependenceRoot)
  }

  /// The `.package(path:)` line of the manifest analysed as `analysis` that names the package at
  /// `dependenceRoot`, or `nil`.
  static func declared(
    in analysis: ManifestAnalysis, packageRoot: URL, resolvingTo dependenceRoot: URL
  ) -> PackageReference? {
    let target = dependenceRoot.standardizedFileURL.resolvingSymlinksInPath().path
    let base = URL(fileURLWithPath: packageRoot.path, isDirectory: true)
    return analysis.survey.packagePaths.first { path in
      let url = URL(fileURLWithPath: path, relativeTo: base)
      return url.standardizedFileURL.resolvingSymlinksInPath().path == target
    }.map(path)
  }
}
