public import Foundation

extension PackageMigration {
  /// Plans the move as ``plan(packageRoot:dependence:buildFolder:)`` does, and where that plan
  /// could not read the package's dependencies by URL (``MigrationPlan/unreadDependencies``: the
  /// package was never resolved in its own `.build`), resolves the graph in `scratch` and plans
  /// again with it: a dependency that still uses swift-dependencies is then named to move first
  /// before anything is written.
  ///
  /// - Parameters:
  ///   - packageRoot: The folder that holds `Package.swift`.
  ///   - dependence: How the manifest names this package.
  ///   - scratch: The build folder to resolve in, where the builds that prove a move build.
  ///   - resolve: Resolves the package at a root in a scratch folder; called only where the
  ///     graph must be read.
  /// - Returns: The plan, with the graph read; where it did not resolve, the plan without it,
  ///   if that plan already refuses the move (``MigrationPlan/swiftSyntaxConflicts``,
  ///   ``MigrationPlan/packagesToMoveFirst``).
  /// - Throws: ``UnresolvedGraph`` where the graph did not resolve and nothing else refuses the
  ///   move; ``MigrationError`` when the
  ///   root or one of its manifests cannot be read.
  public static func plan(
    packageRoot: URL, dependence: PackageReference, resolvingIn scratch: URL,
    resolve: (_ packageRoot: URL, _ scratchPath: URL) -> PackageBuilder.Outcome =
      PackageBuilder.resolve
  ) throws -> MigrationPlan {
    let unread = try plan(packageRoot: packageRoot, dependence: dependence)
    guard !unread.unreadDependencies.isEmpty else { return unread }
    do {
      try resolveGraph(of: packageRoot, in: scratch, resolve: resolve)
    } catch let error as UnresolvedGraph {
      // A refusal the manifests already give (a swift-syntax requirement the move cannot meet, a
      // local dependency to move first) says more than SwiftPM's error, which may be that one.
      guard unread.swiftSyntaxConflicts.isEmpty, unread.packagesToMoveFirst.isEmpty else {
        return unread
      }
      throw error
    }
    return try plan(packageRoot: packageRoot, dependence: dependence, buildFolder: scratch)
  }

  /// Resolves the graph of the package at `packageRoot` in `scratch`, for the move to read it
  /// there, and puts `Package.resolved` back as it was: the resolution is only for reading.
  ///
  /// - Throws: ``UnresolvedGraph``, with SwiftPM's errors, where it did not resolve.
  public static func resolveGraph(
    of packageRoot: URL, in scratch: URL,
    resolve: (_ packageRoot: URL, _ scratchPath: URL) -> PackageBuilder.Outcome =
      PackageBuilder.resolve
  ) throws {
    let pins = ResolvedPins(root: packageRoot)
    let outcome = resolve(packageRoot, scratch)
    pins.restore()
    guard outcome.succeeded else {
      throw UnresolvedGraph(scratch: scratch, output: outcome.output)
    }
  }
}
