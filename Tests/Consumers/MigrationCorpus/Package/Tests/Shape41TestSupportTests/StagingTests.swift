// Shape 41's tests: an XCTest case that takes its values from the test-support library's base
// class.
import Dependencies
import Shape40OlderSpellings
import Shape41TestSupport
import XCTest

final class StagingTests: StagingTestCase {
  func testTheBaseClassSetsTheCount() async throws {
    @Dependency(\.staging) var staging
    let count = try await staging.fetchCount()
    XCTAssertEqual(count, 7)
  }
}
