import Dependence
import Testing

@Suite struct WithDependenciesTests {
  @Test func overrideIsVisibleInsideTheScopeOnly() {
    @Dependency(\.number) var outside
    #expect(outside.number() == 2)
    withDependencies {
      $0.number = .constant(42)
    } operation: {
      @Dependency(\.number) var inside
      #expect(inside.number() == 42)
      #expect(DependencyValues.current.number.number() == 42)
    }
    #expect(DependencyValues.current.number.number() == 2)
  }

  @Test func aWrapperMadeOutsideAnyScopeReadsEachScopeItIsReadIn() {
    @Dependency(\.number) var number
    @Dependency(\.greeter) var greeter
    withDependencies { $0.number = .constant(10) } operation: {
      #expect(number.number() == 10)
      withDependencies { $0.greeter = Greeter(greeting: "inner") } operation: {
        #expect(number.number() == 10)
        #expect(greeter.greeting == "inner")
      }
      withDependencies { $0.number = .constant(20) } operation: {
        #expect(number.number() == 20)
      }
    }
    #expect(number.number() == 2)
  }

  @Test func nestedOverridesInheritUnrelatedKeys() {
    withDependencies {
      $0.number = .constant(10)
      $0.greeter = Greeter(greeting: "outer")
    } operation: {
      withDependencies {
        $0.number = .constant(20)
      } operation: {
        #expect(DependencyValues.current.number.number() == 20)
        #expect(DependencyValues.current.greeter.greeting == "outer")
      }
      #expect(DependencyValues.current.number.number() == 10)
    }
  }

  @Test func returnsTheOperationsValue() {
    let value = withDependencies { $0.number = .constant(7) } operation: {
      DependencyValues.current.number.number() * 2
    }
    #expect(value == 14)
  }

  @Test func rethrowsFromUpdateAndOperation() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      try withDependencies { _ in throw Failure() } operation: {}
    }
    #expect(throws: Failure.self) {
      try withDependencies { _ in } operation: { throw Failure() }
    }
  }

  @Test func asyncScopeReachesChildTasks() async {
    await withDependencies {
      $0.number = .constant(5)
    } operation: {
      async let child = DependencyValues.current.number.number()
      let grouped = await withTaskGroup(of: Int.self) { group in
        group.addTask { DependencyValues.current.number.number() }
        return await group.next()!
      }
      #expect(await child == 5)
      #expect(grouped == 5)
    }
  }
}

@Suite struct WithDependenciesFromObjectTests {
  final class Parent {
    @Dependency(\.number) var number
  }

  final class Child {
    @Dependency(\.number) var number
    @Dependency(\.greeter) var greeter
  }

  @Test func childCreatedFromAParentSeesTheParentsValues() {
    let parent = withDependencies { $0.number = .constant(21) } operation: { Parent() }
    let child = withDependencies(from: parent) { Child() }
    #expect(child.number.number() == 21)
    #expect(child.greeter.greeting == "test")
  }

  @Test func updateAppliesOnTopOfTheObjectsValues() {
    let parent = withDependencies { $0.number = .constant(21) } operation: { Parent() }
    let child = withDependencies(from: parent) {
      $0.greeter = Greeter(greeting: "child")
    } operation: {
      Child()
    }
    #expect(child.number.number() == 21)
    #expect(child.greeter.greeting == "child")
  }

  @Test func asyncFormRebindsTheObjectsValues() async {
    let parent = withDependencies { $0.number = .constant(4) } operation: { Parent() }
    let number = await withDependencies(from: parent) {
      await Task.yield()
      return DependencyValues.current.number.number()
    }
    #expect(number == 4)
  }
}

/// Behaviours swift-dependencies users rely on.
@Suite struct WithDependenciesParityTests {
  final class Model {
    @Dependency(\.number) var number
    func child() -> Model { withDependencies(from: self) { Model() } }
  }

  final class Plain {
    static let childLine = #line + 1
    func child() -> Model { withDependencies(from: self) { Model() } }
  }

  @Test func settingOneEndpointDoesNotReportTheLiveValueItReplaces() {
    let (value, issues) = collectIssues {
      withDependencies { $0[LiveNumberKey.self].number = { 42 } } operation: {
        DependencyValues.current[LiveNumberKey.self].number()
      }
    }
    #expect(value == 42)
    #expect(issues.isEmpty)
  }

  @Test func aReadMadeToChangeAValueGetsTheDefaultEveryReadGets() {
    withFreshCache {
      @Dependency(\.counter) var counter
      withDependencies {
        _ = $0.counter.increment()
        #expect($0.counter.value == 1)
      } operation: {
        #expect(counter.value == 1)
      }
      #expect(DependencyValues.current.counter === counter)
    }
  }

  @Test func whatADefaultReportsWaitsForItsFirstReadForUse() {
    withFreshCache {
      let (_, whileChanging) = collectIssues {
        withDependencies { _ = $0[LiveOnlyKey.self] } operation: {}
      }
      #expect(whileChanging.isEmpty)
      let (value, onUse) = collectIssues { DependencyValues.current[LiveOnlyKey.self] }
      #expect(value == "live")
      #expect(onUse.count == 1)
      #expect(onUse.first?.message.contains("has no test value") == true)
      let (_, later) = collectIssues { DependencyValues.current[LiveOnlyKey.self] }
      #expect(later.isEmpty)
    }
  }

  @Test func changingAnInterfaceKeyInTheLiveContextIsNotAUse() {
    let (value, issues) = collectIssues {
      withDependencies {
        $0 = DependencyValues(scope: DefaultScope())
        $0.context = .live
      } operation: {
        withDependencies { $0[InterfaceNumberKey.self].number = { 7 } } operation: {
          DependencyValues.current[InterfaceNumberKey.self].number()
        }
      }
    }
    #expect(value == 7)
    #expect(issues.isEmpty, "\(issues.map(\.message))")
  }

  @Test func anObjectsChildKeepsItsValuesAndAnEnclosingScopeWinsOverThem() {
    let model = withDependencies { $0.number = .constant(1729) } operation: { Model() }
    let child = model.child()
    #expect(child.number.number() == 1729)
    let grandchild = withDependencies { $0.number = .constant(9000) } operation: {
      child.child()
    }
    #expect(grandchild.number.number() == 9000)
    withDependencies { $0.number = .constant(0) } operation: {
      #expect(grandchild.number.number() == 0)
    }
    #expect(grandchild.number.number() == 9000)
  }

  @Test func anObjectCreatedInsideTheCurrentScopeKeepsItsOwnOverrides() {
    withDependencies { $0.number = .constant(1) } operation: {
      let model = withDependencies { $0.number = .constant(2) } operation: { Model() }
      #expect(model.child().number.number() == 2)
    }
  }

  /// swift-dependencies gives the enclosing scope's value here (its `@Dependency` merges the
  /// current scope over what it captured); an object here keeps the scope it was made in.
  @Test func anObjectMadeInANestedScopeReadsThatScopeAfterItEnds() {
    withDependencies { $0.number = .constant(1) } operation: {
      let model = withDependencies { $0.number = .constant(2) } operation: { Model() }
      #expect(model.number.number() == 2)
    }
  }

  @Test func anObjectWithoutDependenciesReportsAndPassesNothingOn() {
    let (child, issues) = collectIssues { Plain().child() }
    #expect(child.number.number() == 2)
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("was given a 'WithDependenciesParityTests.Plain'") == true)
    #expect(issues.first?.location.line == Plain.childLine)
  }

  @Test func anObjectReturnedFromAScopePassesItsScopeOn() {
    let plain = withDependencies { $0.number = .constant(5) } operation: { Plain() }
    let (child, issues) = collectIssues { plain.child() }
    #expect(issues.isEmpty)
    #expect(child.number.number() == 5)
  }

  @Test func testValuesAreFreshWithItsOwnCache() {
    let shared = DependencyValues.current.counter
    withDependencies { $0 = .test } operation: {
      #expect(DependencyValues.current.counter !== shared)
      #expect(DependencyValues.current.context == .test)
    }
    withDependencies { $0 = .live } operation: {
      #expect(DependencyValues.current.number.number() == 1)
    }
  }
}
