import Dependence
import DependenceMacros
import Testing

@Suite struct DependencyEntryTests {
  @Test func headlineEntryUsesEachContextsValue() async throws {
    var values = DependencyValues()
    values.context = .live
    #expect(try await values.apiClient.fetchGreeting() == "hello, world")
    values.context = .preview
    #expect(try await values.apiClient.fetchGreeting() == "hello from preview")
    values.context = .test
    let (_, issues) = await collectIssues {
      await #expect(throws: DependencyError.unimplemented("APIClient.fetchGreeting")) {
        try await values.apiClient.fetchGreeting()
      }
    }
    #expect(issues.map(\.location.fileID) == ["DependenceMacrosTests/APIClient.swift"])
  }

  @Test func overridesGoThroughTheGeneratedSetter() async throws {
    var values = DependencyValues()
    values.apiClient = APIClient(fetchGreeting: { "overridden" })
    #expect(try await values.apiClient.fetchGreeting() == "overridden")
  }

  @Test func entryWithoutTestValueReportsUnderItsKeyPathName() {
    var values = DependencyValues()
    values.context = .test
    let (motto, issues) = collectIssues { values.motto }
    #expect(motto == "live motto")
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix(#"\.motto has no test value"#) == true)
  }

  @Test func testArgumentIsTheTestValue() {
    var values = DependencyValues()
    values.context = .test
    let (motto, issues) = collectIssues { values.testedMotto }
    #expect(motto == "test motto")
    #expect(issues.isEmpty)
    values.context = .preview
    #expect(values.testedMotto == "test motto")
  }

  @Test func previewArgumentIsThePreviewValue() {
    var values = DependencyValues()
    values.context = .preview
    #expect(values.previewedMotto == "preview motto")
    values.context = .live
    #expect(values.previewedMotto == "live motto")
  }

  @Test func bareEntryRoutesThroughTheTypeNamedKey() async throws {
    var values = DependencyValues()
    values.context = .test
    let (_, issues) = await collectIssues {
      await #expect(throws: DependencyError.unimplemented("AuthClient.token")) {
        try await values.authClient.token()
      }
    }
    #expect(issues.count == 1)
    values.authClient = AuthClient(token: { "t" })
    #expect(try await values.authClient.token() == "t")
  }
}
