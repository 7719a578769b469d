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
        "4: works, deprecated: `captureDependencies()`",
        "6: `\\.mainRunLoop` is not built in: declare its key, or use a clock",
      ])
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
