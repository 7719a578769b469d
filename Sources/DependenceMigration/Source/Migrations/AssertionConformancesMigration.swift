import SwiftSyntax

/// An `AssertionEffect` or `AssertionFailureEffect` of the app's own, written to
/// swift-dependencies' requirement `callAsFunction(_:_:file:line:)`.
///
/// Here the requirements are `check(_:_:fileID:filePath:line:column:)` and
/// `fail(_:fileID:filePath:line:column:)`: the type no longer conforms as written.
///
/// Finds, in a file that imports swift-dependencies, a `callAsFunction` of swift-dependencies'
/// shape inside a type or extension that declares the conformance.
///
/// Rewrites its name and its location parameters, the body untouched: `file: StaticString`
/// becomes `fileID _: StaticString, filePath file: StaticString`, and `column _: UInt` follows
/// `line`.
///
/// ```swift
/// struct LoggingAssert: AssertionEffect {
///   func callAsFunction(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
///     file: StaticString, line: UInt) { … }
///   // → func check(_ condition: …, _ message: …,
///   //     fileID _: StaticString, filePath file: StaticString, line: UInt, column _: UInt) { … }
/// }
/// ```
///
/// Leaves nothing by hand: a conformance declared elsewhere than its method fails to build,
/// naming the requirement.
struct AssertionConformancesMigration: SourceFileMigration {
  /// Each protocol, by name, with its requirement's name here and how many parameters come
  /// before `file:` in swift-dependencies' requirement.
  private static let protocols: [String: (requirement: String, leading: Int)] = [
    "AssertionEffect": ("check", 2), "AssertionFailureEffect": ("fail", 1),
  ]

  let facts: SourceFacts

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.importsSwiftDependencies else { return SourceEdits() }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var made = SourceEdits()
    for function in FunctionDecls(tree).found where function.name.text == "callAsFunction" {
      guard let conformed = conformance(around: function),
        let (requirement, leading) = Self.protocols[conformed]
      else { continue }
      let parameters = Array(function.signature.parameterClause.parameters)
      guard parameters.count == leading + 2,
        parameters[..<leading].allSatisfy({ $0.firstName.tokenKind == .wildcard }),
        parameters[leading].firstName.text == "file",
        parameters[leading + 1].firstName.text == "line"
      else { continue }
      let file = parameters[leading]
      let line = parameters[leading + 1]
      let name = function.name
      let afterLine = line.type.endPositionBeforeTrailingTrivia
      made.append(
        [
          SourceEdit(
            range: name.positionAfterSkippingLeadingTrivia..<name.endPositionBeforeTrailingTrivia,
            replacement: requirement),
          SourceEdit(
            range: file.firstName
              .positionAfterSkippingLeadingTrivia..<file.type.endPositionBeforeTrailingTrivia,
            replacement:
              "fileID _: StaticString, filePath \((file.secondName ?? file.firstName).text): StaticString"
          ),
          SourceEdit(range: afterLine..<afterLine, replacement: ", column _: UInt"),
        ], at: name, in: converter,
        "\(conformed)'s callAsFunction(…file:line:) → \(requirement)(…fileID:filePath:line:column:): the requirement here"
      )
    }
    return made
  }

  /// The protocol of ``protocols`` that the type or extension around `function` declares it
  /// conforms to, if any.
  private func conformance(around function: FunctionDeclSyntax) -> String? {
    guard function.parent?.is(MemberBlockItemSyntax.self) == true,
      let group = function.parent?.ancestorOrSelf(mapping: {
        $0.asProtocol((any DeclGroupSyntax).self)
      })
    else {
      return nil
    }
    return group.inheritanceClause?.inheritedTypes.map(\.protocolName)
      .first { Self.protocols[$0] != nil }
  }
}
