import Testing

@testable import DependenceMigration

/// The compiler's errors, read from a build's output.
@Suite struct BuildErrorsTests {
  /// An error in a macro's expansion is named at the file and line it was expanded from, which
  /// the compiler gives on the next line, so that the report can say what the move did there.
  @Test func anErrorInAMacroExpansionIsPlacedWhereItWasExpanded() {
    let output = """
      [12/24] Compiling Lib Client.swift
      macro expansion @DependencyClient:15:1: error: return from initializer without initializing all stored properties
      `- /tmp/pkg/Sources/Lib/Client.swift:18:1: note: expanded code originates here
       9 | @DependencyClient
      [13/24] Compiling Lib Client.swift
      macro expansion @DependencyClient:15:1: error: return from initializer without initializing all stored properties
      `- /tmp/pkg/Sources/Lib/Client.swift:18:1: note: expanded code originates here
      /tmp/pkg/Sources/Lib/Other.swift:3:5: error: cannot find 'x' in scope
      """
    let errors = BuildErrors(output, roots: ["/tmp/pkg"]).errors
    #expect(
      errors == [
        BuildErrors.Error(
          path: "Sources/Lib/Client.swift", line: 18,
          message:
            "in the expansion of @DependencyClient: return from initializer without initializing all stored properties"
        ),
        BuildErrors.Error(
          path: "Sources/Lib/Other.swift", line: 3, message: "cannot find 'x' in scope"),
      ])
  }
}
