import DependenceMigration
import Foundation

/// `dependence-migrate [--dry-run] [--build | --test] [--dependence-path PATH] [PACKAGE_ROOT]`: moves a
/// package from swift-dependencies and swift-clocks to dependence.
@main
struct MigrateCommand {
  static let usage = """
    usage: dependence-migrate [--dry-run] [--build | --test [--build-path PATH]] [--dependence-path PATH] [PACKAGE_ROOT]

    Moves the package at PACKAGE_ROOT (default: the current folder) from swift-dependencies and
    swift-clocks to dependence, then prints what changed and what is left to do by hand.

      --dry-run               print the changes as a diff and the report; write nothing
      --build                 build the package and its tests before the move and after it; if
                              it built before and does not after, put every file back and say
                              which change broke which file
      --test                  --build, and run the package's tests after each build; if they
                              passed before and fail after, put every file back and name the
                              failures
      --build-path PATH       the scratch folder of those builds (default: PACKAGE_ROOT/.build/
                              dependence-migrate, beside the package's own build)
      --dependence-path PATH  depend on dependence in the folder PATH (read from the current
                              folder), as `.package(path:)` from the package's folder
      --help                  print this help
    """

  var dryRun = false
  var proves = false
  var runsTests = false
  var buildPath: URL?
  var dependence: PackageReference?
  /// `--dependence-path` as typed, read from the current folder.
  var dependencePath: String?
  var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)

  static func main() {
    var arguments = CommandLine.arguments.dropFirst()
    var command = MigrateCommand()
    var rootGiven = false
    while let argument = arguments.popFirst() {
      switch argument {
      case "--help", "-h":
        print(usage)
        return
      case "--dry-run":
        command.dryRun = true
      case "--build":
        command.proves = true
      case "--test":
        command.proves = true
        command.runsTests = true
      case "--build-path":
        guard let path = arguments.popFirst() else { fail("--build-path needs a path") }
        command.buildPath = URL(fileURLWithPath: path)
      case "--dependence-path":
        guard let path = arguments.popFirst() else { fail("--dependence-path needs a path") }
        command.dependencePath = path
      case _ where argument.hasPrefix("-"):
        fail("unknown option \(argument)")
      default:
        guard !rootGiven else { fail("more than one package root: \(argument)") }
        rootGiven = true
        command.root = URL(fileURLWithPath: argument)
      }
    }
    if command.dryRun, command.proves {
      fail(
        "\(command.runsTests ? "--test" : "--build") builds the package after writing it, and "
          + "--dry-run writes nothing: use one")
    }
    if command.buildPath != nil, !command.proves {
      fail("--build-path names where --build and --test build: add one, or leave it out")
    }
    if let path = command.dependencePath {
      do {
        command.dependence = try .path(
          path, currentFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
          packageRoot: command.root)
      } catch {
        fail("\(error)", showUsage: false)
      }
    }
    command.run()
  }

  func run() {
    do {
      let reference = dependence ?? declaredDependence ?? .github
      let plan: MigrationPlan
      if proves {
        try PackageMigration.resolveGraph(of: root, in: scratch, resolve: resolving(""))
        plan = try PackageMigration.plan(
          packageRoot: root, dependence: reference, buildFolder: scratch)
      } else {
        plan = try PackageMigration.plan(
          packageRoot: root, dependence: reference, resolvingIn: scratch,
          resolve: resolving(", to read its dependencies"))
      }
      if !plan.packagesToMoveFirst.isEmpty {
        Self.fail(Self.movesFirst(plan, dryRun: dryRun), showUsage: false)
      }
      if !plan.swiftSyntaxConflicts.isEmpty {
        Self.fail(Self.swiftSyntaxConflicts(plan, dryRun: dryRun), showUsage: false)
      }
      if dryRun {
        print(plan.diff, terminator: plan.diff.isEmpty ? "" : "\n")
        print(plan.report, terminator: "")
        if !plan.migrationDefects.isEmpty {
          Self.fail(Self.defects(plan, written: false), showUsage: false)
        }
        if plan.leavesPeersInManifest {
          Self.fail(Self.replacedPackagesLeft(plan, written: false), showUsage: false)
        }
        if let error = plan.checkManifest() {
          Self.fail(
            "the migrated \(Self.manifestName(plan)) would not load:\n\(error)\n"
              + "Run without --dry-run to have it restored and the edits listed.",
            showUsage: false)
        }
        return
      }
      if plan.leavesPeersInManifest {
        print(plan.report, terminator: "")
        Self.fail(Self.replacedPackagesLeft(plan, written: true), showUsage: false)
      }
      if !plan.migrationDefects.isEmpty {
        print(plan.report, terminator: "")
        Self.fail(Self.defects(plan, written: true), showUsage: false)
      }
      if proves {
        prove(plan)
        return
      }
      if let error = try plan.apply(loadingWith: .swiftPM) {
        print(plan.report, terminator: "")
        Self.fail(Self.manifestDidNotLoad(plan, error), showUsage: false)
      }
      print(plan.report, terminator: "")
    } catch let error as UnresolvedGraph {
      Self.fail(error.message(building: proves), showUsage: false)
    } catch {
      Self.fail("\(error)", showUsage: false)
    }
  }

  /// The scratch folder of the builds that prove the move: `--build-path`, or one in the
  /// package's `.build`.
  var scratch: URL { buildPath ?? root.appendingPathComponent(".build/dependence-migrate") }

  /// `swift package resolve`, announced with `why`: the move reads the graph resolved in
  /// ``scratch`` before writing (a dependency that keeps swift-dependencies, a swift-syntax
  /// requirement), even where the package was never resolved in its own `.build`.
  func resolving(_ why: String) -> (URL, URL) -> PackageBuilder.Outcome {
    { root, scratch in
      FileHandle.standardError.write(
        Data("Resolving the package's graph in \(scratch.path)\(why)…\n".utf8))
      return PackageBuilder.resolve(root, scratchPath: scratch)
    }
  }

  /// How the package's manifests already name this package by a local path, when one does: the
  /// command runs from a build of this package, whose sources are where it was built from.
  var declaredDependence: PackageReference? {
    let builtFrom = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return PackageMigration.manifestNames(at: root).lazy.compactMap { name in
      let manifest = root.appendingPathComponent(name)
      guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return nil }
      return PackageReference.declared(in: text, packageRoot: root, resolvingTo: builtFrom)
    }.first
  }

  /// `Package.swift` where it is the package's only manifest, "manifest" (one of them) otherwise.
  static func manifestName(_ plan: MigrationPlan, capitalized: Bool = false) -> String {
    plan.manifests.count == 1 ? "Package.swift" : capitalized ? "A manifest" : "manifest"
  }

  /// Why the command writes nothing while the manifest names a replaced package it cannot move.
  static func replacedPackagesLeft(_ plan: MigrationPlan, written: Bool) -> String {
    """
    \(manifestName(plan, capitalized: true)) names swift-dependencies or swift-clocks where the command cannot move it \
    (the steps left by hand above say where, and what to write), so \(written ? "nothing was written" : "a run would write nothing"). \
    Make those edits, then run the command again.\(plan.edits.isEmpty ? "" : " It would also make these:")
    \(plan.edits.joined(separator: "\n"))
    """
  }

  /// Why every file is back as it was after the migrated manifest did not load.
  static func manifestDidNotLoad(_ plan: MigrationPlan, _ error: String) -> String {
    """
    the migrated \(manifestName(plan)) did not load, so every file is back as it was:
    \(error)
    Make these edits by hand, fixing what the error names (guide: \(GuideSection.movedPackage)):
    \(plan.edits.joined(separator: "\n"))
    """
  }

  /// Why the command writes nothing while a dependency keeps swift-dependencies in the graph.
  static func movesFirst(_ plan: MigrationPlan, dryRun: Bool) -> String {
    let names = plan.packagesToMoveFirst.map(\.name)
    let list =
      names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
    let why =
      if let use = plan.reexportedUse {
        """
        this package's files import no module of swift-dependencies, yet write its names \
        (`\(use.name)` in \(use.path)): they reach it through \(list), which \
        \(names.count == 1 ? "depends" : "depend") on it and \(names.count == 1 ? "passes" : "pass") \
        it on with `@_exported import`, so this package moves when \(names.count == 1 ? "it does" : "they do").
        """
      } else {
        """
        \(list) \(names.count == 1 ? "depends" : "depend") on swift-dependencies or swift-clocks, \
        so after the move both libraries would be in this package's graph, and names such as \
        `Dependency`, `DependencyValues` and `TestClock` would be ambiguous where both are visible.
        """
      }
    return """
      \(why) \
      \(dryRun ? "A run would write nothing" : "Nothing was written"). Move \(list) to \
      dependence first (run dependence-migrate in \(names.count == 1 ? "its" : "each") package, \
      or use a release that depends on dependence), or stop depending on \(names.count == 1 ? "it" : "them"); \
      then run `swift package resolve` and this command again. A package the command moved names \
      dependence by branch (or by path), which SwiftPM does not let a version requirement reach: \
      until dependence has releases, require the moved \(names.count == 1 ? "package" : "packages") \
      here by branch, revision or path, not `from:`. What keeps \(names.count == 1 ? "it" : "them"):
      \(plan.packagesToMoveFirst.map { "  \($0)" }.joined(separator: "\n"))
      """
  }

  /// Why the command writes nothing while a requirement on swift-syntax leaves none of the
  /// versions this package's macros build with.
  static func swiftSyntaxConflicts(_ plan: MigrationPlan, dryRun: Bool) -> String {
    let accepted = SwiftSyntaxConflict.accepted
    let own = plan.swiftSyntaxConflicts.filter { $0.package == nil }
    let others = plan.swiftSyntaxConflicts.compactMap(\.package)
    let fixes = [
      own.isEmpty
        ? nil
        : "widen \(own.count == 1 ? "that requirement" : "those requirements") to include "
          + "\(accepted) (swift-dependencies 1.17.1 accepted 509.0.0..<605.0.0; this package's "
          + "own macros must then build with that swift-syntax)",
      others.isEmpty
        ? nil
        : "move to releases of \(others.joined(separator: ", ")) that accept \(accepted) "
          + "(`swift package update`), or stop depending on \(others.count == 1 ? "it" : "them")",
    ].compactMap(\.self)
    return """
      after the move, dependence's macros need swift-syntax \(accepted), and \
      \(plan.swiftSyntaxConflicts.count == 1 ? "this requirement leaves" : "these requirements leave") \
      none of those versions, so no version would resolve:
      \(plan.swiftSyntaxConflicts.map { "  \($0)" }.joined(separator: "\n"))
      \(dryRun ? "A run would write nothing" : "Nothing was written"). To move, \
      \(fixes.joined(separator: "; and ")); then run `swift package resolve` and this command again.
      """
  }

  /// Why the command writes nothing when a file's migration would not parse.
  static func defects(_ plan: MigrationPlan, written: Bool) -> String {
    """
    the migration of \(plan.migrationDefects.map(\.path).joined(separator: ", ")) would not \
    parse (a defect of dependence-migrate: please report it with the file), so \
    \(written ? "nothing was written" : "a run would write nothing"). Move \
    \(plan.migrationDefects.count == 1 ? "that file" : "those files") by hand (guide: \(GuideSection.movedPackage)), and make the command's other edits:
    \(plan.edits.joined(separator: "\n"))
    """
  }

  static func fail(_ message: String, showUsage: Bool = true) -> Never {
    // What was printed comes first, where both streams go to one file: the message may refer
    // to it ("the steps left by hand above").
    fflush(nil)
    FileHandle.standardError.write(
      Data(("dependence-migrate: \(message)\n" + (showUsage ? usage + "\n" : "")).utf8))
    exit(1)
  }
}
