import SwiftSyntax

/// The methods swift-dependencies' `@DependencyClient` generated, which this package's macro
/// does not.
///
/// Finds, in a file that imports `Dependencies` or `DependenciesMacros`, each `@DependencyClient`
/// struct, its closure properties whose method swift-dependencies wrote (a labelled parameter,
/// or `@DependencyEndpoint(method:)`), and its `@DependencyEndpoint` attributes.
///
/// Rewrites each client: one extension right after its declaration holds the methods neither the
/// file nor the rest of the package declares yet (see ``DependencyClientMethods``), and the
/// `@DependencyEndpoint` attributes go, since endpoints are plain closure properties here.
///
/// Leaves by hand a method it cannot write (a variadic parameter, a closure type with
/// arguments, a client an extension cannot name) and a `@DependencyEndpoint` outside a client.
///
/// ```swift
/// @DependencyClient struct Numbers { var fetch: (_ count: Int) async throws -> [Int] }
/// // → adds: extension Numbers { func fetch(count: Int) async throws -> [Int] { … } }
/// ```
struct DependencyClientMethodsMigration: SourceFileMigration {
  static let endpointOutsideAClient =
    "outside a `@DependencyClient` has no counterpart here: remove it, give the closure a default that reports (`unimplemented(\"…\")`), and write the method it generated in an extension"

  let facts: SourceFacts

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.usesDependencyClientMacro else { return SourceEdits() }
    let methods = DependencyClientMethods(tree, declaredElsewhere: facts.packageMethods)
    return SourceEdits(edits: methods.edits, changes: methods.changes)
  }

  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    node.as(VariableDeclSyntax.self).map { manualSteps(at: $0, in: file) } ?? []
  }

  /// The migration removes the attribute from a `@DependencyClient`'s properties; one left is on
  /// a property of another type.
  private func manualSteps(at node: VariableDeclSyntax, in file: ParsedFile) -> [ManualStep] {
    guard facts.importsSwiftDependencies,
      let attribute = node.attribute(named: "DependencyEndpoint")
    else {
      return []
    }
    return [
      file.step(
        at: attribute, "`\(attribute.trimmedDescription)` \(Self.endpointOutsideAClient)",
        GuideSection.oneLine)
    ]
  }

  /// The methods left to write, with the lines of their properties.
  func manualSteps(in file: ParsedFile) -> [ManualStep] {
    guard facts.usesDependencyClientMacro else { return [] }
    return DependencyClientMethods(file.tree, declaredElsewhere: facts.packageMethods).unwritten.map
    {
      file.step(at: $0.property, $0.what, GuideSection.oneLine)
    }
  }
}
