import Dependence
import DependenceMacros
import Testing

@Suite struct DependenciesTests {
  @Test func observableModelReadsItsOverriddenDependencies() async throws {
    try await withDependencies {
      $0.apiClient = APIClient(fetchGreeting: { "from test" })
    } operation: {
      let model = await MainActor.run { GreetingViewModel() }
      try await model.load()
      #expect(await model.greeting == "from test")
    }
  }

  @Test func observableModelReportsAnUnimplementedEndpoint() async {
    let (_, issues) = await collectIssues {
      let model = await MainActor.run { GreetingViewModel() }
      await model.signOut()
    }
    #expect(
      issues.map(\.message) == [
        "Unimplemented: 'AuthClient.signOut' was called. Override it in this test, for example with 'withDependencies' or a '.dependencies { }' trait, giving it an implementation."
      ])
  }

  @Test func plainClassReadsItsDependencies() async throws {
    let greeting = try await withDependencies {
      $0.apiClient = APIClient(fetchGreeting: { "hi" })
      $0.motto = "m"
    } operation: {
      try await PlainLoader().load()
    }
    #expect(greeting == "m: hi")
  }
}
