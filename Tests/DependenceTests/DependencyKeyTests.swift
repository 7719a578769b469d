import Dependence
import Testing

@Suite struct DependencyKeyTests {
  enum InferredKey: DependencyKey {
    static let liveValue = NumberClient.constant(9)
  }

  @Test func valueIsInferredFromTheOneValueAKeyDeclares() {
    let value: NumberClient = InferredKey.liveValue
    #expect(value.number() == 9)
    #expect(InferredKey.Value.self == NumberClient.self)
  }

  @Test func aTypeCanBeItsOwnKey() {
    #expect(Greeter.Value.self == Greeter.self)
    #expect(DependencyValues()[Greeter.self] == Greeter(greeting: "test"))
  }

  @Test func previewValueOfATestKeyDefaultsToItsTestValue() {
    #expect(InterfaceKey.previewValue == "interface-test")
  }

  @Test func aLiveKeyPreviewsWithItsTestValue() {
    let (value, issues) = collectIssues { freshValues(.preview)[NumberKey.self] }
    #expect(value.number() == 3)
    #expect(issues.isEmpty)
  }

  @Test func aLiveKeyWithoutAPreviewValuePreviewsWithItsTestValue() {
    let (value, issues) = collectIssues { freshValues(.preview)[LiveAndTestKey.self] }
    #expect(value == "test")
    #expect(issues.isEmpty)
  }

  @Test func aLiveOnlyKeyPreviewsWithItsLiveValueAndNoReport() {
    let (value, issues) = collectIssues { freshValues(.preview)[LiveOnlyKey.self] }
    #expect(value == "live")
    #expect(issues.isEmpty)
  }

  @Test func aLiveOnlyKeysPreviewValueReadInATestReportsNothing() {
    let (value, issues) = collectIssues { LiveOnlyKey.previewValue }
    #expect(value == "live")
    #expect(issues.isEmpty)
    #expect(LiveAndTestKey.previewValue == "test")
  }

  @Test func inheritedTestValueIsTheLiveValueAndReportsNamingTheKey() {
    let (value, issues) = collectIssues { LiveOnlyKey.testValue }
    #expect(value == "live")
    #expect(issues.count == 1)
    let message = try? #require(issues.first?.message)
    #expect(message?.contains("Dependency 'LiveOnlyKey' (of type String) has no test value") == true)
    #expect(message?.contains("Declare 'static let testValue' on LiveOnlyKey") == true)
  }

  @Test func declaringTestValueAsLiveValueSilencesTheReport() {
    let (value, issues) = collectIssues { SafeLiveKey.testValue }
    #expect(value == "safe")
    #expect(issues.isEmpty)
  }
}
