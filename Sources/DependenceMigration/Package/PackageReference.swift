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
