import Foundation

/// Finds the Swift files of a package.
enum SwiftFiles {
  /// The paths, relative to `root` and sorted, of the `.swift` files in the folders `folders`,
  /// skipping hidden folders and `.build` folders.
  static func paths(under root: URL, in folders: [String]) -> [String] {
    var paths: [String] = []
    for folder in folders {
      let base = root.appendingPathComponent(folder)
      guard
        let enumerator = FileManager.default.enumerator(
          at: base, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
      else {
        continue
      }
      for case let url as URL in enumerator {
        let name = url.lastPathComponent
        let isDirectory = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
        if isDirectory {
          if name.hasPrefix(".build") { enumerator.skipDescendants() }
        } else if name.hasSuffix(".swift") {
          paths.append(relativePath(of: url, under: root))
        }
      }
    }
    return paths.sorted()
  }

  /// The path of `url` under `root`, as found: a symbolic link to a file keeps its own path,
  /// which says its target (a helper linked into two test targets is two paths).
  private static func relativePath(of url: URL, under root: URL) -> String {
    let rootComponents = root.standardizedFileURL.pathComponents
    let components = url.standardizedFileURL.pathComponents
    if components.starts(with: rootComponents) {
      return components.dropFirst(rootComponents.count).joined(separator: "/")
    }
    let resolvedRoot = root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let resolved = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    return resolved.dropFirst(resolvedRoot.count).joined(separator: "/")
  }

  /// The paths among `paths` (relative to `root`) that are one file, through symbolic links, by
  /// each of them: the other paths of the same file. A path that is no link's is absent.
  static func aliases(of paths: [String], under root: URL) -> [String: [String]] {
    let byFile = Dictionary(grouping: paths) {
      root.appendingPathComponent($0).resolvingSymlinksInPath().path
    }
    var aliases: [String: [String]] = [:]
    for group in byFile.values where group.count > 1 {
      for path in group { aliases[path] = group.filter { $0 != path } }
    }
    return aliases
  }

  /// Whether the file at `path` under `root` is a symbolic link.
  static func isLink(_ path: String, under root: URL) -> Bool {
    let url = root.appendingPathComponent(path)
    return (try? url.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink) ?? false
  }
}
