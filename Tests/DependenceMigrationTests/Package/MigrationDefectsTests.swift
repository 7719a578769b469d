import Foundation
import Testing

@testable import DependenceMigration

/// A file whose migrated text would not parse is a defect of the migration, told apart from a
/// file that did not parse to begin with: the command writes nothing for it.
@Suite struct MigrationDefectsTests {
  @Test func namesTheFirstSyntaxErrorOfTheMigratedText() {
    let failure = UnparsableFile.migrationDefect(in: "struct A {\n  func f( {\n}\n")
    #expect(failure.isMigrationDefect)
    #expect(failure.message.hasPrefix("the migrated text would not parse (line 2: "))
  }

  @Test func aPlanListsOnlyTheDefectsOfTheMigration() {
    let written = PlannedFile(
      path: "Sources/A/A.swift", original: "import Dependencies\n",
      result: .success(FileMigration(text: "import Dependence\n")))
    let broken = PlannedFile(
      path: "Sources/A/Broken.swift", original: "struct B {",
      result: .failure(UnparsableFile(message: "line 1: expected '}' to end struct")))
    let defect = PlannedFile(
      path: "Sources/A/C.swift", original: "import Dependencies\n",
      result: .failure(.migrationDefect(in: "func f( {")))
    let plan = MigrationPlan(
      root: URL(fileURLWithPath: "/tmp"), files: [written, broken, defect],
      usesSwiftDependencies: true)
    #expect(plan.migrationDefects.map(\.path) == ["Sources/A/C.swift"])
    #expect(
      MigrationPlan(root: plan.root, files: [written, broken], usesSwiftDependencies: true)
        .migrationDefects.isEmpty)
  }

  @Test func aKeywordLabelNoLongerBreaksTheMigration() {
    let source = """
      import DependenciesMacros

      @DependencyClient
      struct Client: Sendable {
        var find: @Sendable (_ in: [Int], _ where: Int) -> Bool = { _, _ in false }
      }

      """
    guard case .success = SourceMigration.migrate(source, isTest: false) else {
      Issue.record("the migration of a client with keyword labels did not parse")
      return
    }
  }
}
