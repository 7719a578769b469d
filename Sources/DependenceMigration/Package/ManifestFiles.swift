import Foundation

/// The manifests SwiftPM may read in a package: `Package.swift`, and each version-specific
/// `Package@swift-*.swift` beside it, which a toolchain of that version reads instead.
enum ManifestFiles {
  /// The main manifest's name.
  static let main = "Package.swift"

  /// The manifests at `root`: `Package.swift` first, then each `Package@swift-*.swift` by name.
  static func names(at root: URL) -> [String] {
    let listed = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return [main] + listed.filter(isVersionSpecific).sorted()
  }

  /// Whether `name` is a version-specific manifest, such as `Package@swift-6.0.swift`.
  static func isVersionSpecific(_ name: String) -> Bool {
    name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")
  }

  /// Whether `path`, relative to the package root, is a manifest.
  static func isManifest(_ path: String) -> Bool {
    path == main || isVersionSpecific(path)
  }
}
