import SwiftSyntax

/// swift-concurrency-extras' names, which swift-dependencies re-exported and this package does
/// not.
///
/// Finds, in the edited file, a use of a name swift-concurrency-extras declares (see
/// ``ConcurrencyExtrasUses``) in a file that imported swift-dependencies and not
/// `ConcurrencyExtras`.
///
/// Rewrites by adding `import ConcurrencyExtras` after the file's last top-level import of this
/// package, or after the last one of each `#if` clause that imports it, with its indentation
/// and access level. A file that imported `Dependencies` `@_exported` gets it `@_exported`, used
/// or not: the rest of its module, and the modules that import it, reached those names through
/// it.
///
/// Leaves by hand the import where no import of this package fills its lines (and then each
/// `LockIsolated` and `UncheckedSendable`, for which `Mutex` is the standard spelling, and
/// `Task.megaYield()`).
///
/// ```swift
/// import Dependencies             // → import Dependence
///                                 //   import ConcurrencyExtras
/// let count = LockIsolated(0)     // builds as before
/// ```
final class ConcurrencyExtrasMigration: SourceFileMigration {
  static let addedImport = "added import ConcurrencyExtras: swift-dependencies re-exported it"
  static let addImportByHand =
    "add `import ConcurrencyExtras` beside the dependence imports: swift-dependencies re-exported it"
  static let megaYield =
    "`Task.megaYield()` is swift-concurrency-extras': import ConcurrencyExtras, or give the test `.deterministicScheduling` and write `await waitUntilIdle()`, which waits for the test's work exactly"

  let facts: SourceFacts
  /// Whether the file needs swift-concurrency-extras: it uses one of its names, which reached it
  /// through swift-dependencies alone.
  private(set) var needsImport = false
  /// Whether the migration added `import ConcurrencyExtras`.
  private(set) var addedImport = false

  /// Whether the file needs `import ConcurrencyExtras` and did not get it.
  var leftImportByHand: Bool { needsImport && !addedImport }

  init(facts: SourceFacts) {
    self.facts = facts
  }

  func edits(inEdited file: EditedSource) -> SourceEdits {
    needsImport =
      facts.importsSwiftDependenciesItself
      && !facts.imported.contains(ModuleNames.concurrencyExtras)
      && (facts.reexportsConcurrencyExtras || ConcurrencyExtrasUses(file.tree).found)
    guard needsImport,
      let made = file.addingImport(
        ModuleNames.concurrencyExtras, exported: facts.reexportsConcurrencyExtras,
        after: file.tree.dependenceImportAnchors,
        description: facts.reexportsConcurrencyExtras
          ? "added @_exported import ConcurrencyExtras: swift-dependencies re-exported it"
          : Self.addedImport)
    else {
      return SourceEdits()
    }
    addedImport = true
    return made
  }

  /// A step for `LockIsolated` or `UncheckedSendable` named as a type or a value, and for
  /// `Task.megaYield`.
  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    switch node.as(SyntaxEnum.self) {
    case .identifierType(let type): reexportedNameStep(type, name: type.name.text, in: file)
    case .declReferenceExpr(let name): reexportedNameStep(name, name: name.baseName.text, in: file)
    case .memberAccessExpr(let access): megaYieldStep(access, in: file)
    default: []
    }
  }

  private func megaYieldStep(_ node: MemberAccessExprSyntax, in file: ParsedFile) -> [ManualStep] {
    // With the import added, it builds and runs as before: nothing is left to do.
    guard node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task",
      node.declName.baseName.text == "megaYield",
      facts.reachesConcurrencyExtrasThroughDependencies, !addedImport
    else {
      return []
    }
    return [file.step(at: node, Self.megaYield, GuideSection.oneLine)]
  }

  /// The import the migration could not add, beside the first import of this package.
  func manualSteps(in file: ParsedFile) -> [ManualStep] {
    guard leftImportByHand else { return [] }
    let scopes = ImportScope.scopes(of: file.tree)
    let line = file.tree.dependenceImportAnchors.first.map {
      file.line(of: scopes[$0.scope].items[$0.index])
    }
    return [ManualStep(line: line ?? 1, what: Self.addImportByHand, section: GuideSection.imports)]
  }

  /// A step for `LockIsolated` and `UncheckedSendable` where the import could not be added.
  /// Where it was, they build as before and nothing is left to do: `Mutex` is the standard
  /// spelling, but not a mechanical one (a noncopyable value, which an escaping closure cannot
  /// capture), so the guide says it and the report does not list it.
  private func reexportedNameStep(_ node: some SyntaxProtocol, name: String, in file: ParsedFile)
    -> [ManualStep]
  {
    guard ["LockIsolated", "UncheckedSendable"].contains(name),
      facts.reachesConcurrencyExtrasThroughDependencies, !addedImport
    else {
      return []
    }
    return [
      file.step(
        at: node, "`\(name)`: `Mutex` from `Synchronization`, or import ConcurrencyExtras yourself",
        GuideSection.oneLine)
    ]
  }
}
