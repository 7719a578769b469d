import SwiftSyntax

/// The modules a package's `@_exported` imports carry: what each of its modules re-exports, so
/// that a file that writes swift-dependencies' names through `import Core`, or through another
/// file of its own module, counts as using them.
///
/// A module is the folder under `Sources/` or `Tests/`, as SwiftPM lays targets out.
struct Reexports {
  /// The modules each module of the package re-exports, its re-exported modules' own included.
  private let byModule: [String: Set<String>]

  /// The re-exports of `files`, each a path relative to the package root and its tree.
  init(_ files: [(path: String, tree: SourceFileSyntax)]) {
    let direct = files.reduce(into: [String: Set<String>]()) { found, file in
      guard let module = Self.module(of: file.path) else { return }
      found[module, default: []].formUnion(ImportedModules(file.tree).exported)
    }
    byModule = direct.keys.reduce(into: [:]) { closure, module in
      var seen: Set<String> = []
      var next = [module]
      while let current = next.popLast() {
        for exported in direct[current] ?? [] where seen.insert(exported).inserted {
          next.append(exported)
        }
      }
      closure[module] = seen
    }
  }

  /// The modules the file `tree` at `path` sees through re-exports: those of its own module, and
  /// of each module of the package it imports.
  func seen(by tree: SourceFileSyntax, at path: String) -> Set<String> {
    let modules = ImportedModules(tree).modules.union(Self.module(of: path).map { [$0] } ?? [])
    return modules.reduce(into: []) { $0.formUnion(byModule[$1] ?? []) }
  }

  /// The module of the file at `path`: the folder under `Sources/` or `Tests/`.
  private static func module(of path: String) -> String? {
    let components = path.split(separator: "/")
    guard components.count > 2, ["Sources", "Tests"].contains(components[0]) else { return nil }
    return String(components[1])
  }
}
