import Foundation

/// A package's `Package.resolved` as it was before the command built anything, to put back
/// with the files when a proved move is undone: the builds after the move resolve the moved
/// graph, and the pins of the graph as written would otherwise be lost.
struct ResolvedPins {
  private let url: URL
  /// The file's bytes, or `nil` where the package had none.
  private let saved: Data?

  /// Reads the pins of the package at `root`.
  init(root: URL) {
    url = root.appendingPathComponent("Package.resolved")
    saved = try? Data(contentsOf: url)
  }

  /// Writes the pins back as they were, or removes the file where there was none.
  func restore() {
    if let saved {
      try? saved.write(to: url, options: .atomic)
    } else {
      try? FileManager.default.removeItem(at: url)
    }
  }
}
