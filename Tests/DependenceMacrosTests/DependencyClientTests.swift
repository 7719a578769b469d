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

  /// swift-dependencies' meaning, which moved tests rely on: a throwing endpoint throws, `Void`
  /// or not, so code that catches takes its failure path.
  @Test func unimplementedThrowingVoidEndpointReportsAndThrows() async {
    let (_, issues) = await collectIssues {
      await #expect(throws: DependencyError.unimplemented("UploadClient.upload")) {
        try await UploadClient().upload(1)
      }
      #expect(throws: DependencyError.unimplemented("UploadClient.cancel")) {
        try UploadClient().cancel()
      }
    }
    #expect(
      issues.map(\.message) == [
        unimplementedMessage("UploadClient.upload"), unimplementedMessage("UploadClient.cancel"),
      ])
  }

  /// swift-dependencies' meaning: an optional's unimplemented answer is `nil`, not a trap.
  @Test func unimplementedOptionalEndpointReportsAndReturnsNil() async {
    let (values, issues) = await collectIssues {
      (OptionalsClient().string("name"), await OptionalsClient().cached())
    }
    #expect(values.0 == nil)
    #expect(values.1 == nil)
    #expect(
      issues.map(\.message) == [
        unimplementedMessage("OptionalsClient.string"),
        unimplementedMessage("OptionalsClient.cached"),
      ])
  }

  /// swift-dependencies' meaning, which moved tests rely on: a default spares a trap, and the
  /// call is still reported.
  @Test func anEndpointWithADefaultReportsItsCallThenAnswersAsTheDefaultDoes() async throws {
    let client = DefaultedClient.unimplemented
    let (enabled, first) = collectIssues { client.isEnabled() }
    #expect(enabled == false)
    #expect(first.map(\.message) == [unimplementedMessage("DefaultedClient.isEnabled")])
    #expect(first.first?.location.line == defaultedClientLine + 2)
    let (found, second) = try await collectIssues { try await client.search("swift") }
    #expect(found == ["swift?"])
    #expect(second.map(\.message) == [unimplementedMessage("DefaultedClient.search")])
    var count = 1
    let (_, third) = collectIssues { client.adjust(&count) }
    #expect(count == 2 && third.count == 1)
    let (parsed, fourth) = try collectIssues { try client.parse("7") }
    #expect(parsed == 7 && fourth.count == 1)
    let (status, fifth) = await MainActor.run { collectIssues { client.status() } }
    #expect(status == "idle" && fifth.count == 1)
  }

  @Test func anIgnoredClosureAnswersAsItsDefaultWithoutAReport() {
    let (formatted, issues) = collectIssues { DefaultedClient.unimplemented.format("a") }
    #expect(formatted == "A" && issues.isEmpty)
    #expect(DefaultedClient.unimplemented.onFlush == nil, "an ignored optional stays nil")
  }

  @Test func anEndpointWithADefaultThatIsGivenOneDoesNotReport() {
    let client = DefaultedClient(isEnabled: { true })
    let (enabled, issues) = collectIssues { client.isEnabled() }
    #expect(enabled && issues.isEmpty)
  }

  @Test func providedEndpointsReplaceTheUnimplementedDefaults() async throws {
    let client = AuthClient(token: { "secret" })
    let (token, issues) = try await collectIssues { try await client.token() }
    #expect(token == "secret")
    #expect(issues.isEmpty)
  }
}

/// The line of `DefaultedClient`'s attribute.
private let defaultedClientLine = #line + 2

@DependencyClient
struct DefaultedClient: Sendable {
  var isEnabled: @Sendable () -> Bool = { false }
  var search: @Sendable (String) async throws -> [String] = { ["\($0)?"] }
  var adjust: @Sendable (inout Int) -> Void = { $0 += 1 }
  var parse: @Sendable (String) throws(ParseFailure) -> Int = { text throws(ParseFailure) in
    guard let value = Int(text) else { throw ParseFailure() }
    return value
  }
  var status: @MainActor () -> String = { "idle" }
  @DependencyEndpointIgnored var format: @Sendable (String) -> String = { $0.uppercased() }
  @DependencyEndpointIgnored var onFlush: (@Sendable () -> Void)?
}

struct ParseFailure: Error {}

/// What an unimplemented endpoint reports.
private func unimplementedMessage(_ endpoint: String) -> String {
  "Unimplemented: '\(endpoint)' was called. Override it in this test, for example with "
    + "'withDependencies' or a '.dependencies { }' trait, giving it an implementation."
}

/// Endpoints that throw and return nothing.
@DependencyClient
struct UploadClient: Sendable {
  var upload: @Sendable (Int) async throws -> Void
  var cancel: @Sendable () throws -> Void
}

/// Endpoints that answer optionals.
@DependencyClient
struct OptionalsClient: Sendable {
  var string: @Sendable (_ key: String) -> String?
  var cached: @Sendable () async -> [Int]?
}
