import DependenceTesting
import Foundation
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

  /// Helpers written against the trait types of earlier versions keep compiling: every factory
  /// now makes one type.
  static let earlierSpellings:
    (DependenciesTrait, ExhaustiveDependenciesTrait, TestSchedulingTrait) = (
      .dependencies { $0.label = "earlier" }, .exhaustiveDependencies, .deterministicScheduling
    )

  @Test(earlierSpellings.0, earlierSpellings.2)
  func traitsNamedByTheirEarlierTypesStillWork() {
    #expect(DependencyValues.current.label == "earlier")
    #expect(TestExecutor.current != nil)
  }

  @Test(.dependency(\.label, "single"))
  func dependencyTraitSetsOneValue() {
    #expect(DependencyValues.current.label == "single")
  }

  @Test(.dependency(\.date.now, Date(timeIntervalSince1970: 1)))
  func aTraitSetsAComputedPropertyOfAnUnimplementedDefaultWithoutCallingIt() {
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSince1970: 1))
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

/// A stateful value made by an expression: every evaluation starts a new count.
final class Counted: Sendable {
  let tally = Tally()
}

/// A value that is not `Sendable`, set through a key path into a dependency.
final class Scratchpad {
  var notes: [String] = []
}

struct Notebook: Sendable {
  nonisolated(unsafe) var pad: Scratchpad? = nil  // Only one test touches each instance.
}

enum NotebookKey: TestDependencyKey {
  static var testValue: Notebook { Notebook() }
}

/// A type that is its own key.
struct Motto: TestDependencyKey, Equatable {
  var text: String
  static let testValue = Motto(text: "default")
}

extension DependencyValues {
  var counted: Counted {
    get { self[CountedKey.self] }
    set { self[CountedKey.self] = newValue }
  }
  var notebook: Notebook {
    get { self[NotebookKey.self] }
    set { self[NotebookKey.self] = newValue }
  }
}

enum CountedKey: TestDependencyKey {
  static var testValue: Counted { Counted() }
}

@Suite struct DependencyTraitValueTests {
  @Test(.dependency(\.counted, Counted()), arguments: 0..<20)
  func aValueIsMadeAfreshForEachCase(_ index: Int) async {
    @Dependency(\.counted) var counted
    counted.tally.increment()
    await Task.yield()
    #expect(counted.tally.value == 1)
  }

  @Test(.dependency(\.notebook.pad, Scratchpad()))
  func aValueThatIsNotSendableIsSetForTheTest() {
    #expect(DependencyValues.current.notebook.pad?.notes == [])
  }

  @Test(.dependency(Motto(text: "own key")))
  func aTypeThatIsItsOwnKeyIsSetByValue() {
    #expect(DependencyValues.current[Motto.self] == Motto(text: "own key"))
  }

  @Test(.dependencies, arguments: 0..<10)
  func theBareTraitGivesEachCaseAFreshScope(_ index: Int) async {
    @Dependency(\.tally) var tally
    tally.increment()
    await Task.yield()
    #expect(tally.value == 1)
  }
}

/// One default cache per test, whichever way the test reads.
@Suite(.dependencies { $0.label = "trait" })
struct OneScopePerTestTests {
  @Test func preparedValuesAreSeenByEveryReadPath() {
    let (_, issues) = collectIssues { prepareDependencies { $0.tally = Tally() } }
    #expect(issues.isEmpty)
    let tally = DependencyValues.current.tally
    #expect(DependencyValues()[TallyKey.self] === tally)
    @Dependency(\.tally) var wrapped
    #expect(wrapped === tally)
  }

  @Test func prepareDependenciesInATraitTestKeepsTheTraitsValuesAsOverrides() {
    let (_, issues) = collectIssues { prepareDependencies { $0.tally = Tally() } }
    #expect(issues.isEmpty)
    #expect(DependencyValues.current.label == "trait")
    #expect(DependencyValues().label == "default")
  }

  @Test func prepareDependenciesInsideAScopeInATraitTestStillReports() {
    withDependencies { $0.label = "scoped" } operation: {
      let (_, issues) = collectIssues { prepareDependencies { $0.tally = Tally() } }
      #expect(issues.first?.message.contains("inside a withDependencies scope") == true)
    }
  }

  @Test func aFreshContainerReadsTheTestsDefaults() {
    let tally = DependencyValues.current.tally
    #expect(DependencyValues()[TallyKey.self] === tally)
  }
}
