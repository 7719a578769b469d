import Dependence
import Testing

@Suite struct PrepareDependenciesTests {
  @Test func preparedValuesBecomeDefaultsInEveryContext() {
    withFreshCache {
      prepareDependencies { $0.number = .constant(40) }
      for context in DependencyContext.allCases {
        var values = DependencyValues.current
        values.context = context
        #expect(values.number.number() == 40)
      }
    }
  }

  @Test func aSecondCallReportsAndIsIgnored() {
    withFreshCache {
      prepareDependencies { $0.number = .constant(40) }
      let line = #line + 1
      let (_, issues) = collectIssues { prepareDependencies { $0.number = .constant(41) } }
      #expect(DependencyValues.current.number.number() == 40)
      #expect(issues.count == 1)
      #expect(issues.first?.message.hasPrefix("prepareDependencies was already called at") == true)
      #expect(issues.first?.location.line == line)
    }
  }

  @Test func aKeyReadBeforeItIsPreparedKeepsItsValueAndReports() {
    withFreshCache {
      let before = DependencyValues.current.counter
      let (_, issues) = collectIssues { prepareDependencies { $0.counter = Counter() } }
      #expect(DependencyValues.current.counter === before)
      #expect(issues.first?.message.contains("came too late for Dependency 'CounterKey'") == true)
    }
  }

  @Test func aCallInsideAScopeReportsThatItsOverridesAreFrozen() {
    withFreshCache {
      withDependencies { $0.greeter = Greeter(greeting: "scoped") } operation: {
        let (_, issues) = collectIssues { prepareDependencies { $0.number = .constant(1) } }
        #expect(issues.first?.message.contains("inside a withDependencies scope") == true)
        #expect(issues.first?.message.contains("Dependency 'Greeter'") == true)
      }
    }
  }

  @Test func preparingTheContextChangesWhichDefaultsResolve() {
    withFreshCache {
      prepareDependencies { $0.context = .live }
      #expect(DependencyValues.current.context == .live)
      #expect(DependencyValues.current.number.number() == 1)
      withDependencies { $0.context = .preview } operation: {
        #expect(DependencyValues.current.number.number() == 3)
      }
    }
  }

  @Test func changingOneEndpointOfADependencyIsNotAReadOfIt() {
    withFreshCache {
      let (_, issues) = collectIssues {
        prepareDependencies { $0[LiveNumberKey.self].number = { 42 } }
      }
      #expect(issues.isEmpty)
      #expect(DependencyValues.current[LiveNumberKey.self].number() == 42)
    }
  }

  @Test func returnsWhatItsClosureReturns() {
    withFreshCache {
      let prepared = prepareDependencies { values -> Int in
        values.number = .constant(6)
        return 6
      }
      #expect(prepared == 6)
    }
  }
}
