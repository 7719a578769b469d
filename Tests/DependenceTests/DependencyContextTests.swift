import Dependence
import Testing

@Suite struct DependencyContextTests {
  @Test func swiftTestingProcessIsDetectedAsTest() {
    #expect(DependencyContext.detected == .test)
    #expect(DependencyValues().context == .test)
  }

  @Test(arguments: [
    (DependencyContext.live, 1), (.preview, 3), (.test, 2),
  ])
  func dependencyKeyResolvesPerContext(_ context: DependencyContext, _ expected: Int) {
    withFreshCache {
      var values = DependencyValues.current
      values.context = context
      #expect(values.number.number() == expected)
    }
  }

  @Test(arguments: [DependencyContext.preview, .test])
  func testDependencyKeyResolvesToItsTestValue(_ context: DependencyContext) {
    withFreshCache {
      var values = DependencyValues.current
      values.context = context
      #expect(values.interface == "interface-test")
    }
  }

  @Test func testDependencyKeyInALiveContextUsesItsTestValueAndReports() {
    withFreshCache {
      var values = DependencyValues.current
      values.context = .live
      let (value, issues) = collectIssues { values.interface }
      #expect(value == "interface-test")
      #expect(issues.map(\.message).first?.contains("has no live value") == true)
      #expect(issues.map(\.message).first?.contains("Conform InterfaceKey to DependencyKey") == true)
    }
  }

  @Test func contextCanBeOverriddenForAScope() {
    withDependencies { $0.context = .preview } operation: {
      #expect(DependencyValues.current.context == .preview)
    }
    #expect(DependencyValues.current.context == .test)
  }

  /// The process's context, which swift-issue-reporting's `isTesting` becomes: no override
  /// changes it.
  @Test func theProcesssContextIsTheTestsWhateverAScopeSets() {
    withDependencies { $0.context = .live } operation: {
      #expect(DependencyValues.current.context == .live)
      #expect(DependencyContext.process == .test)
    }
  }
}
