import Dependence
import Testing

@Suite struct DependencyTests {
  final class Model {
    @Dependency(\.number) var number
    @Dependency(NumberKey.self) var byKey
    @Dependency(\.ticker.current) var tick
  }

  @Test func readsByKeyPathAndByKeyType() {
    let model = Model()
    #expect(model.number.number() == 2)
    #expect(model.byKey.number() == 2)
  }

  @Test func readsThroughAKeyPathMadeAtRunTime() {
    let keyPath: any KeyPath<DependencyValues, NumberClient> & Sendable = \.number
    let number = Dependency(keyPath)
    #expect(number.wrappedValue.number() == 2)
    withDependencies { $0.number = .constant(6) } operation: {
      #expect(number.wrappedValue.number() == 6)
    }
  }

  @Test func hotLoadsAnEnclosingOverride() {
    let model = Model()
    #expect(model.number.number() == 2)
    withDependencies { $0.number = .constant(5) } operation: {
      #expect(model.number.number() == 5)
      #expect(model.byKey.number() == 5)
    }
    #expect(model.number.number() == 2)
  }

  @Test func keepsTheValuesOfTheScopeItWasCreatedIn() {
    let model = withDependencies { $0.number = .constant(8) } operation: { Model() }
    #expect(model.number.number() == 8)
    #expect(model.number.number() == 8)
  }

  @Test func currentOverridesWinOverCapturedOnesForUnrelatedScopes() {
    let model = withDependencies { $0.number = .constant(8) } operation: { Model() }
    withDependencies { $0.greeter = Greeter(greeting: "other") } operation: {
      #expect(model.number.number() == 8)
    }
    withDependencies { $0.number = .constant(9) } operation: {
      #expect(model.number.number() == 9)
    }
  }

  @Test func subPropertyKeyPathsAreReadAfreshEachTime() {
    withDependencies { $0.ticker = TickerKey.testValue } operation: {
      let model = Model()
      #expect(model.tick == 1)
      #expect(model.tick == 2)
      #expect(model.tick == 3)
    }
  }

  @Test func aRememberedDefaultIsTheSameInstanceEachRead() {
    withFreshCache {
      @Dependency(\.counter) var counter
      #expect(counter === counter)
      #expect(counter === DependencyValues.current.counter)
    }
  }

  @Test func isSendableWhenItsValueIs() {
    let wrapper = Dependency(\.number)
    let sendable: any Sendable = wrapper
    #expect(sendable is Dependency<NumberClient>)
  }

  @Test func twoThreadsReadingTheSameWrapperAgree() async {
    let model = withDependencies { $0.number = .constant(3) } operation: { SendableModel() }
    await withTaskGroup(of: Int.self) { group in
      for _ in 0..<8 {
        group.addTask { (0..<2_000).reduce(0) { sum, _ in sum + model.number.number() } }
      }
      for await sum in group { #expect(sum == 6_000) }
    }
  }
}

final class SendableModel: @unchecked Sendable {
  // Never written after init.
  @Dependency(\.number) var number
}

extension DependencyValues {
  /// A property whose getter transforms its key's value: it must never be bypassed.
  var shoutingGreeter: Greeter {
    Greeter(greeting: self[Greeter.self].greeting.uppercased())
  }
}

@Suite struct DependencyKeyPathReadingTests {
  @Test func aGetterThatTransformsItsKeysValueRunsInEveryNewScope() {
    for index in 0..<5 {
      withDependencies { $0.greeter = Greeter(greeting: "hello \(index)") } operation: {
        @Dependency(\.shoutingGreeter) var greeter
        #expect(greeter.greeting == "HELLO \(index)")
        #expect(greeter.greeting == "HELLO \(index)")
      }
    }
  }

  @Test func aPlainPropertyReadsItsKeyInEveryNewScope() {
    for index in 0..<5 {
      withDependencies { $0.greeter = Greeter(greeting: "hello \(index)") } operation: {
        @Dependency(\.greeter) var greeter
        #expect(greeter.greeting == "hello \(index)")
      }
    }
  }
}
