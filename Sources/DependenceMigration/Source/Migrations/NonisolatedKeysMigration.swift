import SwiftSyntax

/// Keys that main-actor default isolation makes main-actor isolated.
///
/// In a target built with `.defaultIsolation(MainActor.self)`, `extension Greeter:
/// DependencyKey` is a main-actor-isolated conformance. swift-dependencies accepted it where the
/// key was read on the main actor (`@Dependency(Greeter.self)`); this package's keys refine
/// `SendableMetatype`, which no isolated conformance satisfies, so it does not build ("crosses
/// into main actor-isolated code"), and `@MainActor` on the conformance does not either.
///
/// Finds, in a file of a package whose manifest sets main-actor default isolation, each
/// extension, struct, enum or class that conforms to `DependencyKey` or `TestDependencyKey` and
/// says nothing of its isolation.
///
/// Rewrites it as `nonisolated`, which is what it was everywhere else: its `liveValue` and
/// `testValue` are read from any thread.
///
/// Leaves by hand such a declaration marked with a global actor (`@MainActor extension
/// Greeter: DependencyKey`), in any package.
///
/// ```swift
/// extension Greeter: DependencyKey {      // → nonisolated extension Greeter: DependencyKey {
///   static let liveValue = Greeter(…)
/// }
/// ```
struct NonisolatedKeysMigration: SourceFileMigration {
  static let mainActorKey =
    "a key's conformance cannot be main-actor isolated here: keys refine `SendableMetatype`; remove the global actor, and mark the key `nonisolated` where the module's default isolation is the main actor"

  let facts: SourceFacts

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.mainActorByDefault, facts.importsRelatedModules else { return SourceEdits() }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var made = SourceEdits()
    for key in KeyDeclarations(tree).found where key.isolation == .unstated {
      let start = key.keyword.positionAfterSkippingLeadingTrivia
      made.append(
        [SourceEdit(range: start..<start, replacement: "nonisolated ")], at: key.keyword,
        in: converter,
        "\(key.keyword.text) \(key.name): \(key.protocolName) → nonisolated \(key.keyword.text): keys refine SendableMetatype, and the main-actor default isolation made the conformance main-actor isolated"
      )
    }
    return made
  }

  func manualSteps(in file: ParsedFile) -> [ManualStep] {
    guard facts.importsSwiftDependencies else { return [] }
    return KeyDeclarations(file.tree).found.filter { $0.isolation == .globalActor }.map {
      file.step(at: $0.keyword, Self.mainActorKey, GuideSection.beforeFirstBuild)
    }
  }
}
