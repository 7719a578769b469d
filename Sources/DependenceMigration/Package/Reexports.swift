import Foundation
import SwiftParser
import SwiftSyntax

/// The modules a package's `@_exported` imports carry: what each of its modules re-exports, so
/// that a file that writes swift-dependencies' names through `import Core`, or through another
/// file of its own module, counts as using them.
///
/// A module is the folder under `Sources/` or `Tests/`, as SwiftPM lays targets out.
struct Reexports {
  /// The modules each module of the package re-exports, its re-exported modules' own included.
  private let byModule: [String: Set<String>]

  /// The re-exports of `files`, each a path relative to the package root and its tree, and of
  /// the dependencies' modules `dependencies` (``ofDependencies(in:dependence:)``).
  init(
    _ files: [(path: String, tree: SourceFileSyntax)], dependencies: [String: Set<String>] = [:]
  ) {
    let direct = files.reduce(into: dependencies) { found, file in
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

  /// What the modules of `graph`'s packages that use swift-dependencies or this package
  /// (`dependence`, its identity) re-export, by module. A module of a package that moved first
  /// re-exports this package's modules now, and swift-dependencies' when the files that reach
  /// it were written: those files count as reaching both.
  static func ofDependencies(in graph: ResolvedGraph, dependence: String) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    for (identity, named) in graph.dependencies
    where !named.isDisjoint(with: [ManifestNames.swiftDependencies, dependence]) {
      guard let folder = graph.folders[identity] else { continue }
      for path in SwiftFiles.paths(under: folder, in: ["Sources"]) {
        guard let module = module(of: path),
          let text = try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8),
          text.contains("@_exported")
        else { continue }
        for exported in ImportedModules(Parser.parse(source: text)).exported {
          found[module, default: []].insert(exported)
          if let written = asWritten[exported] { found[module, default: []].insert(written) }
        }
      }
    }
    return found
  }

  /// The module of swift-dependencies each of this package's stands for in a file written
  /// against swift-dependencies.
  private static let asWritten = [
    "Dependence": "Dependencies", "DependenceMacros": "DependenciesMacros",
    "DependenceTesting": "DependenciesTestSupport",
  ]

  /// The module of the file at `path`: the folder under `Sources/` or `Tests/`.
  static func module(of path: String) -> String? {
    let components = path.split(separator: "/")
    guard components.count > 2, ["Sources", "Tests"].contains(components[0]) else { return nil }
    return String(components[1])
  }
}
