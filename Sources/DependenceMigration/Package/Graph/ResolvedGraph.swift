import Foundation
import SwiftParser

/// The packages of a package's resolved graph, as SwiftPM left them in `.build`: each with the
/// identities of the packages its manifests name, but those only its test targets use.
///
/// Read from `.build/workspace-state.json`, which `swift run dependence-migrate` (or any
/// `swift build`) writes when it resolves the graph, and from each package's manifests: a
/// checkout in `.build/checkouts`, the folder of a local package, or one in `Packages/` being
/// edited. A manifest is read as syntax (``ManifestSurvey``'s declared packages); none is
/// compiled.
struct ResolvedGraph {
  /// The identities each package of the graph names, by its identity.
  let dependencies: [String: Set<String>]
  /// Each package's location, its URL or path, by identity.
  let locations: [String: String]
  /// Each package's manifests, `Package.swift` and each `Package@swift-*.swift`, by name and
  /// read, by identity.
  let manifests: [String: [(name: String, survey: ManifestSurvey)]]
  /// Each package's folder on disk, by identity.
  let folders: [String: URL]

  /// Reads the graph of the package at `root` resolved in the build folder `buildFolder` (its
  /// `.build` unless given); `nil` when the package was never resolved there.
  init?(root: URL, buildFolder: URL? = nil) {
    let buildFolder = buildFolder ?? root.appendingPathComponent(".build")
    let state = buildFolder.appendingPathComponent("workspace-state.json")
    guard let data = try? Data(contentsOf: state),
      let file = try? JSONDecoder().decode(WorkspaceState.self, from: data)
    else {
      return nil
    }
    var dependencies: [String: Set<String>] = [:]
    var locations: [String: String] = [:]
    var folders: [String: URL] = [:]
    var manifests: [String: [(name: String, survey: ManifestSurvey)]] = [:]
    for entry in file.object.dependencies {
      let reference = entry.packageRef
      locations[reference.identity] = reference.location
      let folder: URL =
        switch entry.state.name {
        case "edited": root.appendingPathComponent("Packages/\(entry.subpath)")
        case "fileSystem": URL(fileURLWithPath: reference.location, relativeTo: root)
        default: buildFolder.appendingPathComponent("checkouts/\(entry.subpath)")
        }
      let read = Self.surveys(ofPackageAt: folder)
      dependencies[reference.identity] = Self.graphPackages(of: read.map(\.survey))
      folders[reference.identity] = folder
      manifests[reference.identity] = read
    }
    self.dependencies = dependencies
    self.locations = locations
    self.folders = folders
    self.manifests = manifests
  }

  /// The graph of the package's local dependencies alone, read from their folders, where it was
  /// never resolved in its own `.build` (it builds in another scratch folder, or not yet): each
  /// `.package(path:)` of its manifests, and of theirs in turn. A dependency by URL is on disk
  /// only once resolved, and is not in it; `nil` when the package has no local dependency.
  init?(localDependenciesOf root: URL) {
    var dependencies: [String: Set<String>] = [:]
    var locations: [String: String] = [:]
    var folders: [String: URL] = [:]
    var manifests: [String: [(name: String, survey: ManifestSurvey)]] = [:]
    var next: [(folder: URL, location: String?)] = [(root, nil)]
    var seen: Set<String> = []
    while let (folder, location) = next.popLast() {
      guard seen.insert(folder.standardizedFileURL.path).inserted else { continue }
      let read = Self.surveys(ofPackageAt: folder)
      if let location {
        let identity = PackageIdentity.ofLocation(location)
        locations[identity] = location
        folders[identity] = folder
        dependencies[identity] = Self.graphPackages(of: read.map(\.survey))
        manifests[identity] = read
      }
      for path in read.flatMap(\.survey.packagePaths) {
        let dependency = URL(fileURLWithPath: path, relativeTo: folder).standardizedFileURL
        // The root's own paths as written; a path of a dependency's, from the root.
        next.append((dependency, location == nil ? path : dependency.path))
      }
    }
    guard !dependencies.isEmpty else { return nil }
    // A replaced package a local one names is in the graph too, unread: it names none of these.
    for replaced in [ManifestNames.swiftDependencies, ManifestNames.swiftClocks]
    where dependencies.values.contains(where: { $0.contains(replaced) }) {
      dependencies[replaced, default: []] = []
    }
    self.dependencies = dependencies
    self.locations = locations
    self.folders = folders
    self.manifests = manifests
  }

  /// Whether a package that `roots` names, or one they lead to, declares the package
  /// `identity`.
  func reaches(_ identity: String, from roots: Set<String>) -> Bool {
    var seen: Set<String> = []
    var next = Array(roots)
    while let package = next.popLast() {
      guard seen.insert(package).inserted, let named = dependencies[package] else { continue }
      if named.contains(identity) { return true }
      next += named
    }
    return false
  }

  /// The identities the manifests of `surveys`, `Package.swift` and each `Package@swift-*.swift`
  /// of one package, bring into a graph that depends on that package: each declared package but
  /// those only its test targets use, which SwiftPM resolves for the package alone.
  private static func graphPackages(of surveys: [ManifestSurvey]) -> Set<String> {
    surveys.reduce(into: []) { $0.formUnion($1.declaredPackages.subtracting($1.testOnlyPackages)) }
  }

  /// The surveys of the manifests of the package at `folder`, `Package.swift` and each
  /// `Package@swift-*.swift`, by name.
  private static func surveys(
    ofPackageAt folder: URL
  ) -> [(name: String, survey: ManifestSurvey)] {
    ManifestFiles.names(at: folder).compactMap { name in
      let url = folder.appendingPathComponent(name)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
      return (name, ManifestSurvey(Parser.parse(source: text)))
    }
  }

  /// What `.build/workspace-state.json` holds that the graph needs.
  private struct WorkspaceState: Decodable {
    struct Object: Decodable { let dependencies: [Dependency] }
    struct Dependency: Decodable {
      struct Reference: Decodable { let identity, kind, location: String }
      struct State: Decodable { let name: String }
      let packageRef: Reference
      let state: State
      let subpath: String
    }
    let object: Object
  }
}
