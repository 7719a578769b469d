import Dependence
import DependenceMacros
import Testing

@Suite struct DependencyClientTests {
  @Test func unimplementedThrowingEndpointReportsItsNameAtItsDeclarationAndThrows() async {
    let (result, issues) = await collectIssues {
      await #expect(throws: DependencyError.unimplemented("APIClient.fetchGreeting")) {
        try await APIClient.unimplemented.fetchGreeting()
      }
    }
    _ = result
    #expect(issues.count == 1)
    #expect(
      issues.first?.message
        == "Unimplemented: 'APIClient.fetchGreeting' was called. Override it in this test, for example with 'withDependencies' or a '.dependencies { }' trait, giving it an implementation."
    )
    #expect(issues.first?.location.fileID == "DependenceMacrosTests/APIClient.swift")
    #expect(issues.first?.location.line == 6)
    #expect(issues.first?.location.column == 14)
  }

  @Test func unimplementedVoidEndpointReportsAndReturns() {
    let (_, issues) = collectIssues { AuthClient().signOut() }
    #expect(
      issues.map(\.message) == [
        "Unimplemented: 'AuthClient.signOut' was called. Override it in this test, for example with 'withDependencies' or a '.dependencies { }' trait, giving it an implementation."
      ])
  }

  @Test func providedEndpointsReplaceTheUnimplementedDefaults() async throws {
    let client = AuthClient(token: { "secret" })
    let (token, issues) = try await collectIssues { try await client.token() }
    #expect(token == "secret")
    #expect(issues.isEmpty)
  }
}
