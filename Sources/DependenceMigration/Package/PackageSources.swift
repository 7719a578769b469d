import Foundation
import SwiftParser
import SwiftSyntax

/// The Swift files under a package's `Sources/` and `Tests/`, each read and parsed once, with the
/// facts its migration needs (``SourceFacts``) and the `@DependencyClient` types of the whole
/// package.
///
/// A file under `Tests/`, or in a folder whose name ends in `Tests`, is a test file.
struct PackageSources {
  /// One Swift file of the package.
  struct File {
    /// The path relative to the package root.
    let path: String
    /// Whether the file belongs to a test target.
    let isTest: Bool
    /// The file's text, its tree (which may have syntax errors) and its facts; `nil` when the
    /// file cannot be read as UTF-8.
    let contents: (text: String, tree: SourceFileSyntax, facts: SourceFacts)?
  }

  /// The files, sorted by path.
  let files: [File]

  /// Reads and parses the Swift files under `root`.
  ///
  /// - Parameters:
  ///   - root: The package's folder.
  ///   - mainActorByDefault: Whether a manifest of the package sets main-actor default
  ///     isolation.
  ///   - dependencyReexports: What the modules of its dependencies re-export, by module
  ///     (``Reexports/ofDependencies(in:dependence:)``).
  init(
    root: URL, mainActorByDefault: Bool = false, dependencyReexports: [String: Set<String>] = [:]
  ) {
    let read = SwiftFiles.paths(under: root, in: ["Sources", "Tests"]).map { path in
      let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      let tree = text.map { Parser.parse(source: $0) }
      return (path, text, tree, tree.map { DependencyClients($0).names })
    }
    let clients = read.reduce(into: Set<String>()) { $0.formUnion($1.3 ?? []) }
    let testCases = InvokeTestOverrides.rewrittenTestCases(
      in: read.compactMap { path, _, tree, _ in
        tree.flatMap { Self.mayHostTestCases($0, at: path) ? $0 : nil }
      })
    // The names each test target gives its `TestClock`s, and those of the libraries, where a
    // test-support target may make one for the tests; a target or the libraries have an entry
    // once one of their files names `TestClock`.
    let testClocks = read.reduce(into: [String: Set<String>]()) { found, file in
      guard let tree = file.2, TestingClockUses(tree).namesTestingClocks else { return }
      found[Self.testTarget(of: file.0) ?? "", default: []].formUnion(TestClockBindings(tree).names)
    }
    // The clients' methods the files declare: one the move wrote on an earlier run, and the
    // user moved to another file since, is not written again.
    let methods = read.reduce(into: Set<String>()) { found, file in
      guard let tree = file.2 else { return }
      let declared = DeclaredMethods()
      declared.walk(tree)
      found.formUnion(declared.signatures)
    }
    // The modules that declare a name this package declares too, which a file of another
    // module meant (``NameClashesMigration``).
    let owners = read.reduce(into: [String: Set<String>]()) { found, file in
      guard let tree = file.2, let module = Reexports.module(of: file.0) else { return }
      for name in DeclaredNames(tree).names.intersection(DependenceOnlyNames.all) {
        found[name, default: []].insert(module)
      }
    }
    // The keys of public `@DependencyEntry`s that a file extends (``ExtendedEntryKey``).
    let entryKeys = read.reduce(into: Set<String>()) { found, file in
      guard let tree = file.2 else { return }
      found.formUnion(DependencyValuesMemberTypes(tree).names)
    }
    let reexports = Reexports(
      read.compactMap { path, _, tree, _ in tree.map { (path, $0) } },
      dependencies: dependencyReexports)
    files = read.map { path, text, tree, declaredClients in
      let isTest = Self.isTestFile(path)
      guard let text, let tree else { return File(path: path, isTest: isTest, contents: nil) }
      let facts = SourceFacts(
        tree, isTest: isTest, packageClients: clients, declaredClients: declaredClients,
        testCases: testCases,
        targetTestClocks: Self.testTarget(of: path).flatMap { target in
          testClocks[target].map { $0.union(testClocks["", default: []]) } ?? testClocks[""]
        }, mainActorByDefault: mainActorByDefault,
        reexported: reexports.seen(by: tree, at: path), packageMethods: methods,
        module: Reexports.module(of: path), nameOwners: owners, entryKeys: entryKeys)
      return File(path: path, isTest: isTest, contents: (text, tree, facts))
    }
  }

  /// Whether a test file's `invokeTest` override can be rewritten as far as its imports and
  /// declarations tell: it imports a module that becomes `DependenceTesting`, and declares no
  /// `DependenceTestCase` or `DependencyValues` of its own (see ``InvokeTestMigration``).
  private static func mayImportTesting(_ tree: SourceFileSyntax) -> Bool {
    let imported = ImportedModules(tree).modules
    return !imported.isDisjoint(
      with: ["Dependencies", "DependenciesTestSupport", ModuleNames.clocks, "DependenceTesting"])
      && DeclaredNames(tree).names.isDisjoint(with: InvokeTestMigration.testCaseNames)
  }

  /// Whether the file at `path` may declare test cases the move rewrites: a test file that may
  /// import the testing module, or a library's that may declare them
  /// (``SourceFacts/hostsTestCasesOutsideTests(_:)``).
  private static func mayHostTestCases(_ tree: SourceFileSyntax, at path: String) -> Bool {
    guard mayImportTesting(tree) else { return false }
    return isTestFile(path)
      || SourceFacts.hostsTestCasesOutsideTests(ImportedModules(tree).modules)
  }

  /// Whether the file at `path` is a test file: under `Tests/`, or in a folder whose name ends in
  /// `Tests`.
  private static func isTestFile(_ path: String) -> Bool {
    testTarget(of: path) != nil
  }

  /// The folder of the test target of the file at `path`, as SwiftPM lays targets out: the
  /// folder under `Tests/` (`Tests/AppTests`), or the last folder whose name ends in `Tests`;
  /// `nil` for a file outside the tests.
  private static func testTarget(of path: String) -> String? {
    let folders = path.split(separator: "/").dropLast()
    if folders.first == "Tests" {
      return folders.prefix(2).joined(separator: "/")
    }
    guard let last = folders.lastIndex(where: { $0.hasSuffix("Tests") }) else { return nil }
    return folders[...last].joined(separator: "/")
  }
}
