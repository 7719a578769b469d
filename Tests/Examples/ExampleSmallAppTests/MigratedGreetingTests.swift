import DependenceTesting
import Testing

@testable import ExampleSmallApp

// The "after" test of the migration guide (Dependence.docc/MigratingFromSwiftDependencies.md).

@Suite(.dependencies { $0.continuousClock = ImmediateClock() })
@MainActor struct MigratedGreetingTests {
  @Test func greetsAda() async {
    let greeting = Recorder<String, String>("greetingClient.greeting", .run { "Hi, \($0)" })
    let model = withDependencies {
      $0.greetingClient.greeting = greeting.asyncThrowingEndpoint
    } operation: {
      GreetingModel()
    }
    await model.greet("Ada")
    #expect(model.greeting == "Hi, Ada")
    greeting.expectCalls(["Ada"])
  }
}
