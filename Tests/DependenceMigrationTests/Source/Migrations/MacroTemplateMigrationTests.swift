import DependenceMigration
import Testing

/// A package's own macro that writes swift-dependencies' modules into its expansion writes this
/// package's after the move, and so do its expansion tests.
@Suite struct MacroTemplateMigrationTests {
  @Test func theModulesInAMacrosExpansionAreRenamed() {
    let source = #"""
      import SwiftSyntax
      import SwiftSyntaxMacros

      let decl: DeclSyntax = """
        extension \(type.trimmed): Dependencies.DependencyKey {
          public static var liveValue: \(type.trimmed) { \(type.trimmed)() }
        }
        """
      let attribute = "@DependenciesMacros.DependencyClient"
      let other = "MyDependencies.Key, Dependencies, Dependencies_.Key"

      """#
    let migration = migrated(source)
    #expect(
      migration.text
        == source.replacing("Dependencies.DependencyKey", with: "Dependence.DependencyKey")
        .replacing("@DependenciesMacros.", with: "@DependenceMacros."))
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" } == [
        "5: Dependencies. → Dependence. in the code the macro expands to: the package that uses it imports dependence's modules",
        "9: DependenciesMacros. → DependenceMacros. in the code the macro expands to: the package that uses it imports dependence's modules",
      ])
    expectIdempotent(migration)
  }

  @Test func aFileOfNoMacroIsLeftAlone() {
    let source = "import Foundation\n\nlet text = \"Dependencies.DependencyKey\"\n"
    #expect(migrated(source) == FileMigration(text: source))
  }
}
