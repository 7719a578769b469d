import Dependence
import Testing

/// The order in which reads consult the containers around them, checked on what every read runs
/// through: ``Dependency`` and ``DependencyValues/current``, and `DependencyValues.forView`
/// (`@ViewDependency`).
@Suite struct ResolutionPrecedenceTests {
  @Test func aViewReadsItsEnvironmentFirst() {
    withDependencies { $0.name = "task-local" } operation: {
      #expect(viewRead(\.name, environment: values(name: "environment")) == "environment")
    }
  }

  @Test func aViewWithAnEmptyEnvironmentReadsTheTaskLocalOverride() {
    withDependencies { $0.name = "task-local" } operation: {
      #expect(viewRead(\.name, environment: DependencyValues()) == "task-local")
    }
  }

  @Test func aViewIgnoresAnEnvironmentThatOnlyCarriesATestScope() {
    withDependencies { $0.name = "task-local" } operation: {
      #expect(viewRead(\.name, environment: scopeOnly()) == "task-local")
    }
  }

  @Test func aViewFallsBackToDefaults() {
    #expect(viewRead(\.name, environment: DependencyValues()) == "test")
  }

  @Test func theEnvironmentWinsAsAWholeWithoutMergingLowerContainers() {
    withDependencies { $0.city = "Lyon" } operation: {
      #expect(viewRead(\.city, environment: values(name: "environment")) == "Nowhere")
    }
  }

  @Test func anEnvironmentWithoutATestScopeResolvesInTheTasksScope() {
    let scope = DefaultScope()
    withDependencies { $0 = scopeOnly(scope) } operation: {
      #expect(DependencyValues.forView(environment: values(name: "environment")).testScope === scope)
    }
  }

  @Test func anEnvironmentWithItsOwnTestScopeKeepsIt() {
    let own = DefaultScope()
    var environment = scopeOnly(own)
    environment.name = "environment"
    withDependencies { $0 = scopeOnly() } operation: {
      #expect(DependencyValues.forView(environment: environment).testScope === own)
    }
  }

  @Test func aDefaultReadInAViewSeesTheViewsValues() {
    withDependencies { $0 = scopeOnly() } operation: {
      #expect(viewRead(\.greeting, environment: values(name: "Ada")) == "Hello, Ada")
    }
  }

  @Test func aSpecificContainerAnswersWithItsOwnOverridesThenDefaults() {
    withDependencies { $0.name = "task-local" } operation: {
      #expect(values(name: "mine").name == "mine")
      #expect(DependencyValues.unscoped.name == "test")
    }
  }

  @Test func otherSitesReadTheTaskLocalOverride() {
    withDependencies { $0.name = "task-local" } operation: {
      @Dependency(\.name) var name
      #expect(name == "task-local")
      #expect(DependencyValues.current.name == "task-local")
    }
  }

  /// The subtree registry is process-wide, so these checks run in a child process of their own.
  @Test func otherSitesReadTheSubtreeWhenNoTaskLocalValuesSetAnything() async {
    await #expect(processExitsWith: .success) {
      @Dependency(\.name) var name
      let entry = SubtreeRegistry.shared.makeEntry()
      entry.publish(values(name: "subtree"))
      precondition(name == "subtree")
      precondition(DependencyValues.current.name == "subtree")
      withDependencies { $0.name = "task-local" } operation: {
        precondition(name == "task-local")
        precondition(DependencyValues.current.name == "task-local")
      }
      let scope = DefaultScope()
      withDependencies { $0 = scopeOnly(scope) } operation: {
        precondition(DependencyValues.current.name == "subtree")
        precondition(DependencyValues.current.testScope === scope)
      }
      precondition(viewRead(\.name, environment: DependencyValues()) == "subtree")
      entry.retract()
      precondition(name == "test")
    }
  }
}

/// Reads `keyPath` as `@ViewDependency` does, in a view whose environment holds `environment`.
func viewRead<Value>(
  _ keyPath: KeyPath<DependencyValues, Value>, environment: DependencyValues
) -> Value {
  DependencyValues.forView(environment: environment)[keyPath: keyPath]
}
