// Shape seen in: library code from before swift-issue-reporting's rename that imports
// `XCTestDynamicOverlay` (which re-exports it) beside `Dependencies`, and reports through the
// bare `reportIssue`, which an app's `withIssueReporters` reporters see
import Dependencies
import XCTestDynamicOverlay

public struct Inventory: Sendable {
  public init() {}

  public func items(limit: Int) -> [Int] {
    guard limit > 0 else {
      reportIssue("limit must be positive")
      return []
    }
    return Array(0..<limit)
  }

  public func count(of text: String) -> Int {
    withErrorReporting { try Self.parse(text) } ?? 0
  }

  static func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw ParseError() }
    return value
  }

  struct ParseError: Error {}
}
