import SwiftDiagnostics
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// Properties in `#if` clauses: a parameter list has no `#if`, so each gets its default in the
/// same clause of the initializer's body, and its recording endpoint after `self.init`.
@Suite struct DependencyClientMacroConditionalTests {
  @Test func anEndpointInAnIfClauseIsDefaultedInTheSameClause() {
    assertExpansion(
      """
      @DependencyClient
      struct StagingClient {
        var fetch: @Sendable () -> Void
        #if DEBUG
          var reset: @Sendable () async throws -> Void
        #elseif os(Linux)
          var note: String?
        #else
          var size: Int = 0
        #endif
      }
      """,
      expandedSource: """
        struct StagingClient {
          var fetch: @Sendable () -> Void
          #if DEBUG
            var reset: @Sendable () async throws -> Void
          #elseif os(Linux)
            var note: String?
          #else
            var size: Int = 0
          #endif

          nonisolated init(
            fetch: (@Sendable () -> Void)? = nil
          ) {
            self.fetch = fetch ?? {
              Dependence.unimplemented("StagingClient.fetch", fileID: "TestModule/test.swift", filePath: "test.swift", line: 3, column: 7)
            }
            #if DEBUG
            self.reset = {
              try Dependence.throwingUnimplemented("StagingClient.reset", fileID: "TestModule/test.swift", filePath: "test.swift", line: 5, column: 9)
            }
            #elseif os(Linux)
            self.note = nil
            #else
            #endif
          }

          /// A value whose every endpoint reports an issue when called: a safe `testValue`.
          nonisolated static var unimplemented: Self {
            Self()
          }

          /// A value whose endpoints `factory` makes: `DependenceTesting`'s `RecordingClient` uses
          /// it to record every call.
          nonisolated init(endpoints factory: Dependence.EndpointFactory) {
            let fetch: @Sendable () -> Void = factory.recording.endpoint("StagingClient.fetch", \\Self.fetch)
            self.init(
              fetch: fetch
            )
            #if DEBUG
            factory.recording.prepareEndpoint("StagingClient.reset", \\Self.reset, returning: (Void).self)
            let reset: @Sendable () async throws -> Void = {
              try await factory.recording.recordCall(\\Self.reset)
            }
            self.reset = reset
            #elseif os(Linux)
            #else
            #endif
          }
        }

        extension StagingClient: Dependence.Unimplementable {
        }
        """
    )
  }

  @Test func aPropertyInAnIfClauseWithoutADefaultIsAnError() {
    assertExpansion(
      """
      @DependencyClient
      struct StagingClient {
        #if DEBUG
          var name: String
        #endif
      }
      """,
      expandedSource: """
        struct StagingClient {
          #if DEBUG
            var name: String
          #endif
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message:
            "'@DependencyClient' cannot make 'name' an initializer parameter inside '#if'; give it a default value, or declare it outside '#if'",
          line: 4, column: 9)
      ]
    )
  }
}
