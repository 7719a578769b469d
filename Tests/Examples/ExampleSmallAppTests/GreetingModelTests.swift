import DependenceTesting
import Testing

@testable import ExampleSmallApp

@MainActor
@Suite(.dependencies { $0.greetingClient = GreetingClient { name in "Hi, \(name)" } })
struct GreetingModelTests {
  @Test func greetsWithTheClientsGreeting() async {
    let model = GreetingModel()
    await model.greet("Ada")
    #expect(model.greeting == "Hi, Ada")
  }

  @Test func recordsTheNameItGreets() async {
    let greeting = Recorder<String, String>("greetingClient.greeting", .run { "Hi, \($0)" })
    let model = withDependencies {
      $0.greetingClient.greeting = greeting.asyncThrowingEndpoint
    } operation: {
      GreetingModel()
    }
    await model.greet("Ada")
    greeting.expectCalls(["Ada"])
  }

  @Test(.dependency(\.greetingClient, GreetingClient { _ in throw CancellationError() }))
  func showsAMessageWhenTheClientFails() async {
    let model = GreetingModel()
    await model.greet("Ada")
    #expect(model.greeting == "Could not greet Ada.")
  }

  @Test func greetsOnlyTheLastNameTypedWithinTheDebounce() async throws {
    let clock = TestClock()
    let greeting = Recorder<String, String>("greetingClient.greeting", .run { "Hi, \($0)" })
    let model = withDependencies {
      $0.continuousClock = clock
      $0.greetingClient.greeting = greeting.asyncThrowingEndpoint
    } operation: {
      GreetingModel()
    }

    model.nameChanged(to: "A")
    try await clock.waitForSleepers(count: 1)
    model.nameChanged(to: "Ada")
    try await clock.waitForSleepers(count: 1)
    await clock.advance(by: .milliseconds(300))
    await model.settle()

    greeting.expectCalls(["Ada"])
    #expect(model.greeting == "Hi, Ada")
  }

  @Test(.dependencies { $0.greetingClient = .testValue })
  func anUnimplementedClientFailsTheTestThatCallsIt() async {
    let model = GreetingModel()
    await withExpectedIssue("GreetingClient.greeting") {
      await model.greet("Ada")
    }
    #expect(model.greeting == "Could not greet Ada.")
  }
}

@MainActor @Suite struct GreetingPreviewTests {
  @Test(.dependency(\.context, .preview))
  func previewsUseThePreviewClient() async {
    let model = GreetingModel()
    await model.greet("Ada")
    #expect(model.greeting == "Hello from a preview, Ada!")
  }
}
