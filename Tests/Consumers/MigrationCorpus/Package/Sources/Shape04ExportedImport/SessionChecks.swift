// Shape seen in: issue 56's probe of the same kind of Core module — a file that imports only
// Foundation and writes what swift-dependencies re-exported from swift-issue-reporting through
// its module's `@_exported import Dependencies`: `isTesting` to skip work under tests,
// `TestContext`, `reportIssue`, and `unimplemented` in a client's test value
import Foundation

@DependencyClient
public struct SessionChecks: Sendable {
  public var verify: @Sendable (_ token: String) -> Bool = { _ in true }
}

extension SessionChecks: TestDependencyKey {
  public static let testValue = SessionChecks(
    verify: unimplemented("SessionChecks.verify", placeholder: false))
}

public func checkSession(_ token: String) {
  if isTesting, TestContext.current != nil { return }
  if token.isEmpty { reportIssue("empty session token") }
}
