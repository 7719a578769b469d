import Dependence
import Testing

@Suite struct UnimplementedTests {
  private let message =
    "Unimplemented: 'SearchClient.search' was called. Override it in this test, for example with 'withDependencies' or a '.dependencies { }' trait, giving it an implementation."

  @Test func throwingUnimplementedReportsAtTheCallerAndThrowsTheEndpoint() {
    let search: @Sendable (String) throws -> [String] = { _ in
      try throwingUnimplemented("SearchClient.search")
    }
    let line = #line - 2
    let (_, issues) = collectIssues {
      #expect(throws: DependencyError.unimplemented("SearchClient.search")) { try search("q") }
    }
    #expect(issues.map(\.message) == [message])
    #expect(issues.first?.location.fileID == "DependenceTests/UnimplementedTests.swift")
    #expect(issues.first?.location.line == line)
  }

  @Test func voidUnimplementedReportsAndReturns() {
    let cancel: @Sendable () -> Void = { unimplemented("SearchClient.search") }
    let (_, issues) = collectIssues { cancel() }
    #expect(issues.map(\.message) == [message])
  }

  @Test func theMessageGivesTheFixForTheContextItIsCalledIn() {
    let cancel: @Sendable () -> Void = { unimplemented("SearchClient.search") }
    let (_, inAPreview) = collectIssues {
      withDependencies { $0.context = .preview } operation: { cancel() }
    }
    #expect(
      inAPreview.map(\.message) == [
        "Unimplemented: 'SearchClient.search' was called in a preview. Give its dependency a previewValue, or override it for the preview with 'withDependencies'."
      ])
    let (_, inTheApp) = collectIssues {
      withDependencies { $0.context = .live } operation: { cancel() }
    }
    #expect(inTheApp.first?.message.contains("was called in the app") == true)
  }

  @Test func reportsUseTheGivenLocation() {
    let (_, issues) = collectIssues {
      unimplemented(
        "SearchClient.search", fileID: "App/Search.swift", filePath: "/Search.swift", line: 7,
        column: 3)
    }
    #expect(issues.first?.location.description == "App/Search.swift:7:3")
  }
}

extension UnimplementedTests {
  @Test func valueUnimplementedStopsTheProgramAfterReporting() async {
    await #expect(processExitsWith: .failure) {
      let count: @Sendable () -> Int = { unimplemented("Counter.count") }
      _ = count()
    }
  }

  @Test func unimplementedWithAPlaceholderReportsAndReturnsIt() {
    let (value, issues) = collectIssues { unimplemented("Flags.isOn", placeholder: false) }
    #expect(value == false)
    #expect(issues.map(\.message).first?.contains("'Flags.isOn' was called") == true)
  }
}
