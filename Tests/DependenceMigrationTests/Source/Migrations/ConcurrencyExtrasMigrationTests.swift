import DependenceMigration
import Testing

/// swift-concurrency-extras' names, which swift-dependencies re-exported: the file gets
/// `import ConcurrencyExtras` beside its imports of this package, or a step where it cannot; the
/// names with a standard spelling are steps.
@Suite struct ConcurrencyExtrasMigrationTests {
  @Test func addsTheImportAfterTheLastDependenceImport() {
    let source = """
      // Header

      import CustomDump
      import Dependencies
      import DependenciesTestSupport
      import Foundation

      let calls = LockIsolated<[Int]>([])

      """
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text == """
        // Header

        import ConcurrencyExtras
        import CustomDump
        import Dependence
        import DependenceTesting
        import Foundation

        let calls = LockIsolated<[Int]>([])

        """)
    #expect(
      migration.changes == [
        Change(line: 3, description: "imports sorted again: the move left them out of order"),
        Change(
          line: 4,
          description: "import Dependencies → import Dependence"),
        Change(line: 5, description: "import DependenciesTestSupport → import DependenceTesting"),
        Change(
          line: 5, description: "added import ConcurrencyExtras: swift-dependencies re-exported it"),
      ])
    #expect(migration.needsConcurrencyExtras)
    expectIdempotent(migration, isTest: true)
    #expect(migrated(migration.text, isTest: true).needsConcurrencyExtras)
  }

  @Test func keepsTheAccessLevelAndIndentationButNotTheAttributes() {
    let source = """
        @testable internal import Dependencies // the core
      func f() async { await Task.megaYield() }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
          @testable internal import Dependence // the core
          internal import ConcurrencyExtras
        func f() async { await Task.megaYield() }

        """)
    expectIdempotent(migration)
  }

  @Test(arguments: [
    "let a: ActorIsolated<Int>",
    "let a = AnyHashableSendable(1)",
    "let a = UncheckedSendable(1)",
    "func f() { withMainSerialExecutor { } }",
    "func f() { uncheckedUseMainSerialExecutor = true }",
    "func f() async { await Task.megaYield() }",
    "func f(t: Task<Int, Never>) async { _ = await t.cancellableValue }",
    "func f() async throws { try await Task.never() }",
    "let a = AsyncStream<Int>.never",
    "let a = AsyncThrowingStream<Int, any Error>.finished()",
    "func f(s: some AsyncSequence) { _ = AsyncStream(s) }",
    "func f(s: some AsyncSequence) { _ = s.eraseToStream() }",
    "func f() async { _ = await Result { try await g() } }",
    // With no base, as an endpoint's default or a test's override, the whole closure body.
    "struct C { var updates: @Sendable () -> AsyncStream<Int> = { .finished } }",
    "func f(c: inout C) { c.updates = { .never } }",
    // Elsewhere where the file names a stream type.
    "func f() -> AsyncThrowingStream<Int, any Error> { let s: AsyncThrowingStream<Int, any Error> = .finished(); return s }",
  ])
  func recognisesEachNameOfConcurrencyExtras(_ use: String) {
    let migration = migrated("import Dependencies\n\n\(use)\n")
    #expect(migration.text == "import ConcurrencyExtras\nimport Dependence\n\n\(use)\n")
    #expect(migration.needsConcurrencyExtras)
  }

  /// A test value in a file of its own names no stream: its placeholder is one all the same.
  @Test(arguments: [".finished", ".never"])
  func recognisesAStreamPlaceholderOfUnimplemented(_ placeholder: String) {
    let migration = migrated(
      """
      import Dependencies

      extension FeedClient: TestDependencyKey {
        static let testValue = Self(updates: unimplemented("FeedClient.updates", placeholder: \(placeholder)))
      }

      """)
    #expect(migration.text.hasPrefix("import ConcurrencyExtras\nimport Dependence\n"))
    #expect(migration.needsConcurrencyExtras)
  }

  @Test(arguments: [
    "let a = \"LockIsolated\" // LockIsolated",
    "let a = AsyncStream(Int.self) { $0.finish() }",
    "let a = AsyncStream<Int> { $0.finish() }",
    "let a = Result { try g() }",
    "let a = Subscribers.Completion<Never>.finished",
    "let a = UncheckedBox(1)",
    // A case of the file's own enum, in a file that names no stream.
    "let state: Download.State = flag ? .finished : .running",
  ])
  func ignoresWhatIsNotConcurrencyExtras(_ use: String) {
    let migration = migrated("import Dependencies\n\n\(use)\n")
    #expect(migration.text == "import Dependence\n\n\(use)\n")
    #expect(!migration.needsConcurrencyExtras)
  }

  /// A module that re-exported swift-dependencies re-exported swift-concurrency-extras too: the
  /// rest of the module and the modules that import it may use its names, which this file does
  /// not see, so it re-exports `ConcurrencyExtras` whether it uses it or not.
  @Test func anExportedImportOfDependenciesReexportsConcurrencyExtras() {
    let migration = migrated("@_exported import Dependencies\n")
    #expect(
      migration.text == "@_exported import ConcurrencyExtras\n@_exported import Dependence\n")
    #expect(
      migration.changes.map(\.description).contains(
        "added @_exported import ConcurrencyExtras: swift-dependencies re-exported it"))
    #expect(migration.needsConcurrencyExtras, "its target gets the product")
    expectIdempotent(migration)
    #expect(
      migrated("@_exported import Dependencies\n@_exported import ConcurrencyExtras\n").text
        == "@_exported import Dependence\n@_exported import ConcurrencyExtras\n")
    #expect(
      migrated("@_exported import DependenciesMacros\n").text
        == "@_exported import DependenceMacros\n")
  }

  @Test func addsNothingToAFileThatImportsConcurrencyExtras() {
    let migration = migrated(
      "import ConcurrencyExtras\nimport Dependencies\n\nlet a = LockIsolated(0)\n")
    #expect(
      migration.text == "import ConcurrencyExtras\nimport Dependence\n\nlet a = LockIsolated(0)\n")
    #expect(
      migration.changes == [Change(line: 2, description: "import Dependencies → import Dependence")]
    )
    #expect(migration.needsConcurrencyExtras)
  }

  @Test func addsNothingToAFileThatDidNotImportSwiftDependencies() {
    let source = "import Foundation\n\nlet a = LockIsolated(0)\n"
    #expect(migrated(source) == FileMigration(text: source))
    let migratedSource = "import Dependence\n\nlet a = LockIsolated(0)\n"
    #expect(migrated(migratedSource).text == migratedSource)
    #expect(!migrated(migratedSource).needsConcurrencyExtras)
  }

  @Test func addsTheImportInsideTheIfClauseThatImportsDependence() {
    let source =
      "#if canImport(Dependencies)\n  import Dependencies\n#endif\nlet a = LockIsolated(0)\n"
    let migration = migrated(source)
    #expect(
      migration.text == """
        #if canImport(Dependence)
          import ConcurrencyExtras
          import Dependence
        #endif
        let a = LockIsolated(0)

        """)
    #expect(
      migration.changes.contains(
        Change(
          line: 2, description: "added import ConcurrencyExtras: swift-dependencies re-exported it")
      ))
    #expect(migration.needsConcurrencyExtras)
    expectIdempotent(migration)
  }

  @Test func leavesAStepWhereNoImportCanTakeItsLine() {
    let source = "import Dependencies; let a = LockIsolated(0)\n"
    let migration = migrated(source)
    #expect(migration.text == "import Dependence; let a = LockIsolated(0)\n")
    #expect(migration.needsConcurrencyExtras)
    #expect(
      migration.leftByHand.contains(
        ManualStep(
          line: 1,
          what:
            "add `import ConcurrencyExtras` beside the dependence imports: swift-dependencies re-exported it",
          section: "Imports")))
  }

  @Test func countsAQualifiedNameOfConcurrencyExtrasAsAUse() {
    let migration = migrated("import Dependencies\n\nlet a = ConcurrencyExtras.LockIsolated(0)\n")
    #expect(
      migration.text
        == "import ConcurrencyExtras\nimport Dependence\n\nlet a = ConcurrencyExtras.LockIsolated(0)\n"
    )
    #expect(migration.needsConcurrencyExtras)
    expectIdempotent(migration)
  }

  @Test func givesLinesOfTheMigratedText() {
    // The step is at its line in the migrated text, whose imports were rewritten and sorted.
    let source =
      "import Dependencies\nimport DependenciesTestSupport\n\nlet a = LockIsolated(0)\nfunc f() { withEscapedDependencies { _ in } }\n"
    let migration = migrated(source, isTest: true)
    #expect(
      migration.text
        == "import ConcurrencyExtras\nimport Dependence\nimport DependenceTesting\n\nlet a = LockIsolated(0)\nfunc f() { withEscapedDependencies { _ in } }\n"
    )
    #expect(migration.leftByHand.map(\.line) == [6])
  }

  /// With the import added, `LockIsolated` builds as before: nothing is left to do, and the
  /// report lists nothing (`Mutex` is no mechanical replacement for it).
  @Test func leavesNothingByHandForLockIsolatedOnceTheImportIsAdded() {
    let source = "import Dependencies\n\nlet a = LockIsolated(0)\nlet b = UncheckedSendable(1)\n"
    let migration = migrated(source)
    #expect(migration.text.contains("import ConcurrencyExtras"))
    #expect(migration.leftByHand == [])
  }

  @Test func trustsAFileThatImportsConcurrencyExtras() {
    let source = "import ConcurrencyExtras\nimport Dependencies\n\nlet a = LockIsolated(0)\n"
    #expect(migrated(source).leftByHand == [])
  }

  @Test func suggestsMutexWhereTheMigrationAddedNoImport() {
    let source = "import Dependence\n\nlet a = LockIsolated(0)\n"
    #expect(
      migrated(source).leftByHand == [
        ManualStep(
          line: 3,
          what:
            "`LockIsolated`: `Mutex` from `Synchronization`, or import ConcurrencyExtras yourself",
          section: "One-line replacements")
      ])
  }

  /// With the import added, `Task.megaYield()` builds and runs as before: nothing is left.
  /// Where it could not be added, the step names both ways.
  @Test func listsTaskMegaYieldOnlyWhereTheImportIsNotAdded() {
    let source = "import Dependencies\n\nfunc f() async { await Task.megaYield() }\n"
    let migration = migrated(source)
    #expect(
      migration.text
        == "import ConcurrencyExtras\nimport Dependence\n\nfunc f() async { await Task.megaYield() }\n"
    )
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)

    let sharedLine =
      "import Dependencies; import Foundation\n\nfunc f() async { await Task.megaYield() }\n"
    #expect(
      migrated(sharedLine).leftByHand.map { "\($0.line): \($0.what)" } == [
        "1: add `import ConcurrencyExtras` beside the dependence imports: swift-dependencies re-exported it",
        "3: `Task.megaYield()` is swift-concurrency-extras': import ConcurrencyExtras, or give the test `.deterministicScheduling` and write `await waitUntilIdle()`, which waits for the test's work exactly",
      ])
  }

  @Test func findsTheLineOfTheImportAfterAClientsMethodsWereAddedAboveIt() {
    // The methods of the client are written as an extension below it, above the import, which
    // then is the third statement of the edited file and the second of the input.
    let source = """
      @DependencyClient struct Counter { var add: @Sendable (_ box: LockIsolated<Int>) async -> Void }
      import Dependencies

      """
    let migration = migrated(source, isTest: false)
    #expect(migration.text.contains("import ConcurrencyExtras"))
    #expect(
      migration.changes.contains(
        Change(
          line: 2, description: "added import ConcurrencyExtras: swift-dependencies re-exported it")
      ))
  }
}
