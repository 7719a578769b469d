import SwiftParser
import Testing

@testable import DependenceMigration

/// swift-issue-reporting's names that swift-dependencies re-exported and this package does not
/// declare get `import IssueReporting`, and the names both declare stay swift-issue-reporting's.
@Suite struct IssueReportingMigrationTests {
  @Test func namesTheProductForWhatSwiftIssueReportingBrought() {
    let imported = "import Dependencies\nimport IssueReporting\n\nlet a = isTesting\n"
    // The manifest migration gives the file's target the product: no step here.
    #expect(migrated(imported).leftByHand == [])
    let reexported =
      "import Dependencies\n\nfunc f() { withIssueReporters([]) { try g() }; reportIssue(\"x\") }\n"
    let migration = migrated(reexported)
    #expect(
      migration.text
        == "import Dependence\nimport IssueReporting\n\nfunc f() { withIssueReporters([]) { try g() }; IssueReporting.reportIssue(\"x\") }\n"
    )
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
    let plain = "import IssueReporting\n\nlet a = isTesting\n"
    #expect(migrated(plain).leftByHand == [])
  }

  @Test(arguments: [
    "IssueReporter", "IssueReporters", "withIssueReporters", "TestContext", "UnimplementedFailure",
  ])
  func addsTheImportForEachName(_ name: String) {
    let source = "import Dependencies\n\nfunc f(_ a: \(name)) { _ = \(name) }\n"
    let migration = migrated(source)
    #expect(
      migration.text
        == "import Dependence\nimport IssueReporting\n\nfunc f(_ a: \(name)) { _ = \(name) }\n")
    #expect(
      migration.changes.map(\.description).contains(
        "added import IssueReporting: `\(name)` is swift-issue-reporting's, which swift-dependencies re-exported"
      ))
    #expect(migration.leftByHand == [])
  }

  /// The module's name as a qualifier, and a reporter list, are swift-issue-reporting's alone
  /// too: a file that reached them through `import Dependencies` gets `import IssueReporting`,
  /// and the shared function it calls stays that library's (trial L).
  @Test func theModulesNameAndAReporterListGetTheImport() {
    let qualified = """
      import Dependencies

      struct Router {
        func reportIssue(_ message: String) { IssueReporting.reportIssue(message) }
      }

      """
    let moved = migrated(qualified)
    #expect(moved.text == "import Dependence\nimport IssueReporting\n" + qualified.dropFirst(20))
    #expect(
      moved.changes.map(\.description).contains(
        "added import IssueReporting: `IssueReporting` is swift-issue-reporting's, which swift-dependencies re-exported"
      ))
    expectIdempotent(moved)

    let reporters = """
      import Dependencies

      func sync() { withErrorReporting("Sync", to: [.runtimeWarning]) { try load() } }

      """
    #expect(
      migrated(reporters).text == """
        import Dependence
        import IssueReporting

        func sync() { IssueReporting.withErrorReporting("Sync", to: [.runtimeWarning]) { try load() } }

        """)
    // Without reporters, this package's own serves.
    let plain =
      "import Dependencies\n\nfunc sync() { withErrorReporting(\"Sync\") { try load() } }\n"
    #expect(migrated(plain).text == plain.replacing("Dependencies", with: "Dependence"))
  }

  /// A file that declares the name means its own: it gets no import.
  @Test func aNameTheFileDeclaresGetsNoImport() {
    let source = "import Dependencies\n\nstruct TestContext {}\nlet c = TestContext()\n"
    #expect(migrated(source).text == source.replacing("Dependencies", with: "Dependence"))
  }

  /// A test that gets `import IssueReporting` keeps swift-issue-reporting's `withExpectedIssue`,
  /// as a file that imported it did: the import does not become `DependenceTesting`.
  @Test func aTestGivenTheImportKeepsItsWithExpectedIssue() {
    let source = """
      import Dependencies

      func f() {
        withIssueReporters([]) { withExpectedIssue("x") { reportIssue("x") } }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text
        == """
        import Dependence
        import IssueReporting

        func f() {
          withIssueReporters([]) { withExpectedIssue("x") { IssueReporting.reportIssue("x") } }
        }

        """)
    #expect(migration.leftByHand == [])
  }

  /// Where no import of this package fills its lines, the import is a step, once a name.
  @Test func listsTheImportWhereItCannotBeAdded() {
    let source = "import Dependencies; import Foundation\n\nlet c = TestContext.current\n"
    let migration = migrated(source)
    #expect(!migration.text.contains("import IssueReporting"))
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        "3: `TestContext` is swift-issue-reporting's, which came with swift-dependencies: add `import IssueReporting` to this file (its target gets `.product(name: \"IssueReporting\", package: \"xctest-dynamic-overlay\")`)"
      ])
  }

  /// A test that reaches `withExpectedIssue` through its package's re-export of
  /// swift-dependencies gets `import DependenceTesting` after its last import, or, where that
  /// import shares its line, a step.
  @Test func withExpectedIssueThroughAReexportGetsTheTestingImport() throws {
    let body = "\n@Test func fails() { withExpectedIssue { reportIssue(\"x\") } }\n"
    let added = try migratedTest(
      "import Core\nimport Testing\n" + body, reexported: ["Dependencies"])
    #expect(added.text == "import Core\nimport DependenceTesting\nimport Testing\n" + body)
    #expect(added.leftByHand == [])
    #expect(added.importsTesting)
    let shared = try migratedTest(
      "import Core; import Testing\n" + body, reexported: ["Dependencies"])
    #expect(shared.text == "import Core; import Testing\n" + body)
    #expect(
      shared.leftByHand.map { "\($0.line): \($0.what)" } == [
        "1: `withExpectedIssue` is `DependenceTesting`'s here; swift-dependencies re-exported swift-issue-reporting's: add `import DependenceTesting` to this file"
      ])
  }

  /// The migration of the test `source`, which sees `reexported` through its package.
  private func migratedTest(_ source: String, reexported: Set<String>) throws -> FileMigration {
    let tree = Parser.parse(source: source)
    return try SourceMigration.migrate(
      tree, facts: SourceFacts(tree, isTest: true, packageClients: [], reexported: reexported)
    ).get()
  }

  /// `Dependence` declares `withIssueContext`, `reportIssue`, `withErrorReporting` and
  /// `IssueSeverity` too: through swift-dependencies alone they are left as written; beside
  /// `import IssueReporting`, which declares the same, they stay swift-issue-reporting's, whose
  /// reporters and context saw them before the move.
  @Test func sharedNamesStaySwiftIssueReportingsBesideItsImport() {
    let call = """
      func expectSorted(_ names: [String], fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        withIssueContext(fileID: fileID, filePath: filePath, line: line, column: column) {
          if names != names.sorted() { reportIssue("not sorted") }
          let severity: IssueSeverity = .warning
          withErrorReporting { try check(severity) }
        }
      }

      """
    let alone = migrated("import Dependencies\n\n" + call)
    #expect(alone.text == "import Dependence\n\n" + call)
    #expect(alone.leftByHand == [])
    let beside = migrated("import Dependencies\nimport IssueReporting\n\n" + call)
    #expect(
      beside.text
        == "import Dependence\nimport IssueReporting\n\n"
        + call.replacing("  withIssueContext(", with: "  IssueReporting.withIssueContext(")
        .replacing("{ reportIssue(", with: "{ IssueReporting.reportIssue(")
        .replacing(": IssueSeverity", with: ": IssueReporting.IssueSeverity")
        .replacing("  withErrorReporting {", with: "  IssueReporting.withErrorReporting {"))
    #expect(
      beside.changes.map(\.description).contains(
        "reportIssue → IssueReporting.reportIssue: the file imports IssueReporting, whose reporters and context saw it before the move; both libraries declare it"
      ))
    #expect(beside.leftByHand == [])
    expectIdempotent(beside)
    // XCTestDynamicOverlay re-exports swift-issue-reporting: the same names are its.
    let overlay = migrated("import Dependencies\nimport XCTestDynamicOverlay\n\n" + call)
    #expect(
      overlay.text
        == beside.text.replacing("import IssueReporting", with: "import XCTestDynamicOverlay"))
    #expect(
      overlay.changes.map(\.description).contains(
        "reportIssue → IssueReporting.reportIssue: the file imports XCTestDynamicOverlay, whose reporters and context saw it before the move; both libraries declare it"
      ))
  }

  /// An `IssueReporter` of the file declares its own `reportIssue`: a call of the library's
  /// outside it is qualified, a call inside it is the method's, and stays.
  @Test func aReportersOwnMethodIsNotQualified() {
    let source = """
      import Dependencies
      import IssueReporting

      final class Collector: IssueReporter {
        func reportIssue(_ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {}
        func expectIssue(_ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
          reportIssue(message(), severity: .error, fileID: fileID, filePath: filePath, line: line, column: column)
        }
      }

      func lint() { reportIssue("negative") }

      """
    let migration = migrated(source)
    #expect(migration.text.contains("func lint() { IssueReporting.reportIssue(\"negative\") }"))
    #expect(migration.text.contains("    reportIssue(message(), severity: .error"))
    #expect(migration.text.contains("severity: IssueReporting.IssueSeverity"))
  }

  /// `Dependence` declares `withErrorReporting`, `reportIssue` and `unimplemented` (in closure
  /// position too) as swift-issue-reporting does: they are left as written.
  @Test func leavesWhatDependenceDeclaresAsWritten() {
    let source = """
      import Dependencies

      func f() {
        withErrorReporting { try g() }
        let h: @Sendable (Int) async throws -> String = unimplemented("h", placeholder: "")
        Dependencies.withErrorReporting { try g() }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text
        == source.replacing("import Dependencies", with: "import Dependence").replacing(
          "Dependencies.withErrorReporting", with: "Dependence.withErrorReporting"))
    #expect(migration.leftByHand == [])
  }

  /// `withExpectedIssue` reached through `import Dependencies` is `DependenceTesting`'s: the
  /// import becomes that module, in a test or a test-support library. Its message means
  /// something else there, and is a step; `isIntermittent:` means the same, and is none.
  @Test(arguments: [true, false])
  func withExpectedIssueImportsTheTestingModule(isTest: Bool) {
    let source = """
      import Dependencies
      import Testing

      @Test func reports() async {
        withExpectedIssue { f() }
        withExpectedIssue("negative") { f() }
        await withExpectedIssue("flaky", isIntermittent: true) { await g() }
        await withExpectedIssue(isIntermittent: true) { await g() }
      }

      """
    let migration = migrated(source, isTest: isTest)
    #expect(
      migration.text
        == source.replacing("import Dependencies\n", with: "import DependenceTesting\n"))
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        "6: \(IssueReportingMigration.expectedMessage)",
        "7: \(IssueReportingMigration.expectedMessage)",
      ])
    expectIdempotent(migration, isTest: isTest)
    // With swift-issue-reporting imported, the call stays its own.
    let kept = migrated(source.replacing("import Testing", with: "import IssueReporting"))
    #expect(kept.text.hasPrefix("import Dependence\nimport IssueReporting\n"))
    #expect(kept.leftByHand == [])
  }
}
