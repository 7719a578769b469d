import Dependence
import DependenceMacros
import DependenceTesting
import Testing

/// A client with endpoints in `#if` clauses, as apps declare debug-only ones. This target is
/// built with `DEBUG` in debug builds only: each test checks the clause that was compiled.
@DependencyClient
struct StagingClient: Sendable {
  var fetch: @Sendable () async throws -> Int
  #if DEBUG
    var reset: @Sendable () async throws -> Void
    var label: @Sendable () -> String = { "debug" }
    var note: String?
  #else
    var report: @Sendable (String) -> Void
  #endif
}

@Suite struct ConditionalEndpointTests {
  /// swift-dependencies' client gives such an endpoint its unimplemented default; so does this one.
  @Test func anEndpointInAnIfClauseIsUnimplementedUntilSet() async throws {
    var client = StagingClient(fetch: { 1 })
    #if DEBUG
      let (_, issues) = await collectIssues {
        await #expect(throws: DependencyError.unimplemented("StagingClient.reset")) {
          try await client.reset()
        }
      }
      #expect(
        issues.map(\.message) == [
          "Unimplemented: 'StagingClient.reset' was called. Override it in this test, for example with 'withDependencies' or a '.dependencies { }' trait, giving it an implementation."
        ])
      #expect(client.note == nil)
      client.reset = {}
      try await client.reset()
    #else
      let (_, issues) = collectIssues { client.report("x") }
      #expect(issues.map(\.message).first?.contains("'StagingClient.report'") == true)
    #endif
    #expect(try await client.fetch() == 1)
  }

  /// A default written in the clause answers after it reports, as outside one.
  @Test func aDefaultInAnIfClauseReportsThenAnswers() {
    #if DEBUG
      let (label, issues) = collectIssues { StagingClient.unimplemented.label() }
      #expect(label == "debug")
      #expect(issues.count == 1)
    #endif
  }

  /// The recording client records an endpoint in a clause like any other.
  @Test func aRecordingClientRecordsAnEndpointInAnIfClause() async throws {
    let staging = RecordingClient { StagingClient(endpoints: $0) }
    staging.fetch.response = .returning(2)
    #expect(try await staging.client.fetch() == 2)
    #if DEBUG
      try await staging.client.reset()
      staging.reset.expectCalled(times: 1)
    #else
      staging.client.report("x")
      staging.report.expectCalls(["x"])
    #endif
  }
}
