import Dependence
import Testing

@Suite struct DependencyValuesTests {
  @Test func emptyValuesReadDefaults() {
    let values = DependencyValues()
    #expect(values.number.number() == 2)
    #expect(values[NumberKey.self].number() == 2)
  }

  @Test func writingOverridesOnlyThatInstance() {
    var values = DependencyValues()
    let copy = values
    values.number = .constant(11)
    #expect(values.number.number() == 11)
    #expect(copy.number.number() == 2)
  }

  @Test func laterWritesShadowEarlierOnes() {
    var values = DependencyValues()
    for value in 0..<200 { values.number = .constant(value) }
    #expect(values.number.number() == 199)
    #expect(values.overrides.count == 1)
  }

  @Test func currentIsEmptyOutsideAnyScope() async {
    await Task.detached {
      #expect(!DependencyValues.current.hasOverrides)
      #expect(DependencyValues.current.testScope == nil)
    }.value
  }

  @Test func mergingWritesTheOtherValuesOnTop() {
    var base = DependencyValues()
    base.number = .constant(1)
    base.greeter = Greeter(greeting: "base")
    var top = DependencyValues()
    top.number = .constant(2)
    let merged = base.merging(top)
    #expect(merged.number.number() == 2)
    #expect(merged.greeter.greeting == "base")
  }
}
