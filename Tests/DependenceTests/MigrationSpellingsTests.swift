import Dependence
import Testing

/// swift-dependencies' spellings keep working, deprecated in favour of ours.
@Suite struct MigrationSpellingsTests {
  @available(*, deprecated, message: "Calls deprecated spellings on purpose.")
  @Test func escapedDependenciesAndTheOldCurrentStillWork() async {
    await withDependencies { $0.number = .constant(8) } operation: {
      #expect(DependencyValues._current.number.number() == 8)
      let continuation: DependencyValues.Continuation = withEscapedDependencies { $0 }
      await Task.detached {
        continuation.yield { #expect(DependencyValues.current.number.number() == 8) }
      }.value
    }
  }

  @available(*, deprecated, message: "Calls deprecated spellings on purpose.")
  @Test func theOriginalPackagesTestSubscriptReadsAndWritesTheKey() {
    var values = DependencyValues.current
    #expect(values[test: InterfaceKey.self] == "interface-test")
    values[test: InterfaceKey.self] = "set"
    #expect(values[InterfaceKey.self] == "set")
  }
}
