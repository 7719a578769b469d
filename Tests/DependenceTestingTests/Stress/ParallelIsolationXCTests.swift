import DependenceTesting
import XCTest

/// XCTest tests of one class, each with its own values; `swift test --parallel` runs them in
/// parallel processes, and each must only ever see its own.
final class ParallelIsolationXCTests: DependenceTestCase {
  override func dependencies(forTest name: String, _ values: inout DependencyValues) {
    values.label = name
    values.tally = Tally()
  }

  private func checkIsolation(file: StaticString = #filePath, line: UInt = #line) async throws {
    let expected = DependencyValues.current.label
    XCTAssertTrue(expected.hasPrefix("test"), file: file, line: line)
    @Dependency(\.tally) var tally
    for step in 1...5 {
      tally.increment()
      try await Task.sleep(for: .microseconds(step * 13))
      XCTAssertEqual(DependencyValues.current.label, expected, file: file, line: line)
      XCTAssertEqual(tally.value, step, file: file, line: line)
    }
  }

  func testIsolation01() async throws { try await checkIsolation() }
  func testIsolation02() async throws { try await checkIsolation() }
  func testIsolation03() async throws { try await checkIsolation() }
  func testIsolation04() async throws { try await checkIsolation() }
  func testIsolation05() async throws { try await checkIsolation() }
  func testIsolation06() async throws { try await checkIsolation() }
  func testIsolation07() async throws { try await checkIsolation() }
  func testIsolation08() async throws { try await checkIsolation() }
  func testIsolation09() async throws { try await checkIsolation() }
  func testIsolation10() async throws { try await checkIsolation() }
  func testIsolation11() async throws { try await checkIsolation() }
  func testIsolation12() async throws { try await checkIsolation() }
  func testIsolation13() async throws { try await checkIsolation() }
  func testIsolation14() async throws { try await checkIsolation() }
  func testIsolation15() async throws { try await checkIsolation() }
  func testIsolation16() async throws { try await checkIsolation() }
  func testIsolation17() async throws { try await checkIsolation() }
  func testIsolation18() async throws { try await checkIsolation() }
  func testIsolation19() async throws { try await checkIsolation() }
  func testIsolation20() async throws { try await checkIsolation() }

  func testDefaultsAreFreshInEveryTest() {
    XCTAssertEqual(DependencyValues.current[TallyKey.self].increment(), 1)
  }

  func testDefaultsAreFreshInEveryTestAgain() {
    XCTAssertEqual(DependencyValues.current[TallyKey.self].increment(), 1)
  }
}
