/// A requirement on swift-syntax that leaves none of the versions this package's macros build
/// with, in a manifest of the migrated package or of a package of its resolved graph: after the
/// move no version would resolve, so the command writes nothing while there is one.
public struct SwiftSyntaxConflict: Sendable, Equatable, CustomStringConvertible {
  /// The package whose manifest holds the requirement, as its location names it; `nil` for the
  /// migrated package.
  public var package: String?
  /// The manifest, relative to that package's root.
  public var manifest: String
  /// The line of its `.package(url:…)` call.
  public var line: Int
  /// The versions it accepts: `509.0.0..<510.0.0`.
  public var requirement: String

  /// The versions of swift-syntax this package accepts: `600.0.0..<604.0.0`.
  public static var accepted: String {
    SwiftSyntaxRequirement.describe(SwiftSyntaxRequirement.accepted)
  }

  /// `Package.swift:12 accepts swift-syntax 509.0.0..<510.0.0`, or with `MacroKit's ` first.
  public var description: String {
    "\(package.map { "\($0)'s " } ?? "")\(manifest):\(line) accepts swift-syntax \(requirement)"
  }

  /// The conflicts of the manifests `manifests` of the migrated package: each manifest is read
  /// by some toolchain, so each counts.
  static func find(in manifests: [(name: String, survey: ManifestSurvey)]) -> [Self] {
    manifests.flatMap { manifest in
      manifest.survey.swiftSyntaxRequirements.filter { !$0.meetsAccepted }.map {
        Self(
          package: nil, manifest: manifest.name, line: $0.line, requirement: $0.description)
      }
    }
  }

  /// The conflicts of the packages of `graph`, sorted by package: one whose every requirement
  /// on swift-syntax the syntax shows conflicts, by its first. (A manifest whose requirement
  /// meets this package's is one some toolchain resolves.)
  static func find(in graph: ResolvedGraph) -> [Self] {
    graph.manifests.sorted { $0.key < $1.key }.compactMap { identity, manifests in
      let conflicts = find(in: manifests)
      let requirements = manifests.reduce(0) { $0 + $1.survey.swiftSyntaxRequirements.count }
      guard var first = conflicts.first, conflicts.count == requirements else { return nil }
      first.package = PackageIdentity.name(atLocation: graph.locations[identity] ?? identity)
      return first
    }
  }
}
