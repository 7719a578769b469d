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
      $0.greetingClient.greeting = { try await greeting($0) }
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

  @Test(.deterministicScheduling)
  func greetsOnlyTheLastNameTypedWithinTheDebounce() async throws {
    let clock = TestClock()
    let greeting = Recorder<String, String>("greetingClient.greeting", .run { "Hi, \($0)" })
    let model = withDependencies {
      $0.continuousClock = clock
      $0.greetingClient.greeting = { try await greeting($0) }
    } operation: {
      GreetingModel()
    }

    model.nameChanged(to: "A")
    await clock.advance(by: .milliseconds(200))
    model.nameChanged(to: "Ada")
    await clock.advance(by: .milliseconds(299))
    greeting.expectCalls([])
    await clock.advance(by: .milliseconds(1))
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
