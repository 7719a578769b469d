import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

@testable import DependenceMacrosPlugin

/// The macros under test, by the names their attributes use.
let dependenceMacros: [String: MacroSpec] = [
  "DependencyEntry": MacroSpec(type: DependencyEntryMacro.self),
  "DependencyClient": MacroSpec(type: DependencyClientMacro.self, conformances: [TypeSyntax(IdentifierTypeSyntax(name: .identifier("Unimplementable")))]),
  "Dependencies": MacroSpec(type: DependenciesMacro.self),
  "DependencyEndpointIgnored": MacroSpec(type: DependencyEndpointIgnoredMacro.self),
]

/// Expands the package's macros in `source` and checks the result, recording any mismatch as a
/// Swift Testing issue at the caller's line.
func assertExpansion(
  _ source: String,
  expandedSource: String,
  diagnostics: [DiagnosticSpec] = [],
  applyFixIts: [String]? = nil,
  fixedSource: String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  assertMacroExpansion(
    source,
    expandedSource: expandedSource,
    diagnostics: diagnostics,
    macroSpecs: dependenceMacros,
    applyFixIts: applyFixIts,
    fixedSource: fixedSource,
    indentationWidth: .spaces(2),
    failureHandler: { failure in
      Issue.record(
        Comment(rawValue: failure.message),
        sourceLocation: Testing.SourceLocation(
          fileID: failure.location.fileID,
          filePath: failure.location.filePath,
          line: failure.location.line,
          column: failure.location.column))
    },
    fileID: fileID,
    filePath: filePath,
    line: line,
    column: column
  )
}
