import DependenceTesting
import Testing

@Suite(.dependencies { $0.label = "suite" })
struct DependenciesTraitTests {
  @Test func suiteTraitAppliesToItsTests() {
    @Dependency(\.label) var label
    #expect(label == "suite")
  }

  @Test(.dependencies { $0.label = "test" })
  func testTraitLayersOnTopOfTheSuiteTrait() {
    @Dependency(\.label) var label
    #expect(label == "test")
  }

  @Test(.dependency(\.label, "single"))
  func dependencyTraitSetsOneValue() {
    #expect(DependencyValues.current.label == "single")
  }

  @Suite struct Nested {
    @Test func suiteTraitsAreRecursive() {
      #expect(DependencyValues.current.label == "suite")
    }
  }

  @Test(arguments: 0..<20)
  func eachCaseGetsAFreshDefaultCache(_ index: Int) async {
    @Dependency(\.tally) var tally
    tally.increment()
    await Task.yield()
    #expect(tally.value == 1)
  }

  @Test(.dependencies { $0.tally = Tally() }, arguments: 0..<20)
  func traitValuesAreMadeAfreshForEachCase(_ index: Int) async {
    @Dependency(\.tally) var tally
    tally.increment()
    await Task.yield()
    #expect(tally.value == 1)
  }

  @Test func valuesReachChildTasks() async {
    async let child = DependencyValues.current.label
    #expect(await child == "suite")
  }
}

/// Tests without a trait: each test function resolves in a scope of its own (the cases of a
/// parameterized one share it; a trait gives each case its own).
@Suite struct AmbientTestCacheTests {
  @Test func aTestWithoutATraitGetsItsOwnCache() {
    #expect(DependencyValues.current.tally.increment() == 1)
  }

  @Test func anotherTestWithoutATraitGetsItsOwnCache() {
    #expect(DependencyValues.current.tally.increment() == 1)
  }
}
