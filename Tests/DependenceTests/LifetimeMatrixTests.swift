import Dependence
import Testing

/// The hot-load matrix of `Lifetime.md`: which read sites see a change made after they were
/// created. One test per row.
@Suite struct LifetimeMatrixTests {
  final class Model {
    @Dependency(\.number) var number
  }

  @Test func aDependencyPropertySeesAScopeEnteredAfterItsObjectWasMade() {
    let model = Model()
    withDependencies { $0.number = .constant(5) } operation: {
      #expect(model.number.number() == 5)
    }
  }

  @Test func aValueReadOnceAndStoredDoesNotChange() {
    let model = Model()
    let stored = model.number
    withDependencies { $0.number = .constant(5) } operation: {
      #expect(stored.number() == 2)
    }
  }

  @Test func aStoredCurrentIsASnapshot() {
    let snapshot = DependencyValues.current
    withDependencies { $0.number = .constant(5) } operation: {
      #expect(snapshot.number.number() == 2)
      #expect(DependencyValues.current.number.number() == 5)
    }
  }

  @Test func aContinuationYieldsTheValuesOfItsCaptureNotOfItsCaller() {
    let continuation = captureDependencies()
    withDependencies { $0.number = .constant(5) } operation: {
      let captured = continuation.yield { DependencyValues.current.number.number() }
      let nested = continuation.yield {
        withDependencies { $0.number = .constant(6) } operation: {
          DependencyValues.current.number.number()
        }
      }
      #expect(captured == 2)
      #expect(nested == 6)
    }
  }

  @Test func aProviderThatReadsADependencyReadsItAtEachCall() {
    let provider = Provider { () -> Int in
      @Dependency(\.number) var number
      return number.number()
    }
    #expect(provider() == 2)
    withDependencies { $0.number = .constant(5) } operation: {
      #expect(provider() == 5)
    }
  }

  @Test func aLazyValueIsMadeOnceAndNeverAgain() {
    let lazy = Lazy { () -> Int in
      @Dependency(\.number) var number
      return number.number()
    }
    #expect(lazy() == 2)
    withDependencies { $0.number = .constant(5) } operation: {
      #expect(lazy() == 2)
    }
  }

  @Test func aDefaultIsComputedOncePerCacheAndKeepsWhatItReadThen() {
    withFreshCache {
      let first = withDependencies { $0.counter = Counter() } operation: {
        DependencyValues.current.counter
      }
      let defaultCounter = DependencyValues.current.counter
      #expect(first !== defaultCounter)
      #expect(DependencyValues.current.counter === defaultCounter)
    }
  }

  @Test func prepareAfterAReadKeepsTheValueThatWasRead() {
    withFreshCache {
      #expect(DependencyValues.current.number.number() == 2)
      let (_, issues) = collectIssues {
        prepareDependencies { $0.number = .constant(7) }
      }
      #expect(issues.count == 1)
      #expect(DependencyValues.current.number.number() == 2)
    }
  }
}
