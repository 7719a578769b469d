import DependenceMigration
import Testing

/// APIs of swift-dependencies with no certain rewrite are steps, in a file that uses
/// swift-dependencies, swift-clocks or this package.
@Suite struct LeftoverAPIsMigrationTests {
  @Test func ignoresTheNamesInAFileThatUsesNeitherPackage() {
    let source = "import XCTest\nfinal class A: XCTestCase {\n  override func invokeTest() {}\n}\n"
    #expect(migrated(source) == FileMigration(text: source))
  }

  @Test func listsEachAPIWithWhatToWriteHere() {
    let source = """
      import Dependencies

      func f() {
        withEscapedDependencies { _ in }
        _ = DependencyValues._current
        @Dependency(\\.mainRunLoop) var loop
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text
        == source.replacing("import Dependencies", with: "import Dependence").replacing(
          "DependencyValues._current", with: "DependencyValues.current"))
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" } == [
        "1: import Dependencies → import Dependence",
        "5: DependencyValues._current → DependencyValues.current",
      ])
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        "4: `withEscapedDependencies` works here, deprecated: write `let continuation = captureDependencies()` before the escaping work, and `continuation.yield { … }` in it",
        "6: `\\.mainRunLoop` is not built in: declare its key, or use a clock",
      ])
  }

  /// Qualified by the module, it is rewritten with the module.
  @Test func rewritesTheQualifiedSpellingToo() {
    let source = """
      import Dependencies

      func values() -> Dependencies.DependencyValues {
        Dependencies.DependencyValues._current
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text
        == source.replacing("Dependencies", with: "Dependence")
        .replacing("._current", with: ".current"))
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  /// Where the file does not import swift-dependencies, `_current` is this package's, and is
  /// listed.
  @Test func listsTheDeprecatedSpellingInAFileOfThisPackage() {
    let source = "import Dependence\n\nlet values = DependencyValues._current\n"
    let migration = migrated(source)
    #expect(migration.text == source)
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        "3: works, deprecated: `DependencyValues.current`"
      ])
  }
}

/// `withEscapedDependencies { name in … }` as a statement becomes a `do` block that binds the
/// name to `captureDependencies()`, with the statements and their lines as written.
@Suite struct EscapedDependenciesMigrationTests {
  @Test func aStatementBecomesADoBlockThatCapturesTheValues() {
    let source = """
      import Dependencies
      import Dispatch

      func refresh(on queue: DispatchQueue) async {
        // Carry the values to the queue.
        await withEscapedDependencies { continuation in
          queue.async {
            continuation.yield { print("refreshed") }
          }
        }
        withEscapedDependencies { escaped in queue.async { escaped.yield { } } }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence
        import Dispatch

        func refresh(on queue: DispatchQueue) async {
          // Carry the values to the queue.
          do {
            let continuation = captureDependencies()
            queue.async {
              continuation.yield { print("refreshed") }
            }
          }
          do { let escaped = captureDependencies(); queue.async { escaped.yield { } } }
        }

        """)
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" }.contains(
        "6: withEscapedDependencies { continuation in … } → do { let continuation = captureDependencies() … }"
      ))
    #expect(migration.leftByHand == [])
    expectIdempotent(migration)
  }

  @Test(arguments: [
    // Its value is used.
    "let value = withEscapedDependencies { continuation in continuation.yield { 1 } }",
    // The closure returns: in a `do` block the `return` would leave the function.
    "withEscapedDependencies { continuation in\n  guard flag else { return }\n  continuation.yield { }\n}\nprint(1)",
    // `$0` and `_` have no name to bind.
    "withEscapedDependencies { $0.yield { } }\nprint(1)",
    // The one statement of a closure, which returns its value.
    "let task = Task { withEscapedDependencies { continuation in continuation.yield { 1 } } }",
  ])
  func otherShapesAreLeftWithAStep(statements: String) {
    let source = "import Dependencies\n\nfunc f(flag: Bool) {\n\(statements)\n}\n"
    let migration = migrated(source)
    #expect(migration.text.contains("withEscapedDependencies"))
    #expect(
      migration.leftByHand.map(\.what) == [
        "`withEscapedDependencies` works here, deprecated: write `let continuation = captureDependencies()` before the escaping work, and `continuation.yield { … }` in it"
      ])
  }
}

extension EscapedDependenciesMigrationTests {
  /// The one statement of a function with no result is rewritten; of one with a result, which
  /// returns its value, it is left.
  @Test func theOneStatementOfAFunctionIsRewrittenUnlessItIsTheResult() {
    let void =
      "import Dependencies\n\nfunc f() {\n  withEscapedDependencies { c in\n    c.yield { }\n  }\n}\n"
    #expect(
      migrated(void).text.contains(
        "  do {\n    let c = captureDependencies()\n    c.yield { }\n  }"))
    let result =
      "import Dependencies\n\nfunc f() -> Int {\n  withEscapedDependencies { c in\n    c.yield { 1 }\n  }\n}\n"
    #expect(migrated(result).text.contains("withEscapedDependencies { c in"))
  }
}

/// A trait of the package's own, declared on swift-dependencies' trait type.
@Suite struct DependenciesTraitTypeMigrationTests {
  @Test func theUnderscoredTraitTypeBecomesThisPackagesTraitType() {
    let source = """
      import DependenciesTestSupport
      import Testing

      extension Trait where Self == _DependenciesTrait {
        static var counterDefaults: Self {
          .dependencies { $0.uuid = .incrementing }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("extension Trait where Self == DependenciesTrait {"))
    #expect(migration.text.contains("import DependenceTesting"))
    #expect(
      migration.changes.map { "\($0.line): \($0.description)" }.contains(
        "4: _DependenciesTrait → DependenciesTrait"))
    #expect(migration.leftByHand == [])
    expectIdempotent(migration, isTest: true)
  }
}
