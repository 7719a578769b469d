import DependenceTesting
import XCTest

/// Recorders only call `reportIssue`, so they work in XCTest the same as in Swift Testing.
final class RecorderXCTests: XCTestCase {
  func testRecorderRecordsAndReportsUnderXCTest() async throws {
    let login = Recorder<String, String, User>("auth.login", .returning(.alice))
    var client = AuthClient.inMemory
    client.login = login.asyncThrowingEndpoint

    let user = try await client.login("alice", "secret")
    XCTAssertEqual(user, .alice)

    let (_, issues) = collectIssues { login.expectCalled(times: 2) }
    let line = #line - 1
    XCTAssertEqual(
      issues.map(\.message),
      [
        """
        auth.login: expected 2 calls, got 1:
          1. auth.login("alice", "secret")
        """
      ])
    XCTAssertEqual(issues.first?.location.line, line)
  }
}
