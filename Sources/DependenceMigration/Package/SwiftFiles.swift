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

  private static func relativePath(of url: URL, under root: URL) -> String {
    let rootComponents = root.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    let components = url.standardizedFileURL.resolvingSymlinksInPath().pathComponents
    return components.dropFirst(rootComponents.count).joined(separator: "/")
  }
}
