import CustomDump
import Dependence
import DependenceTesting
import Testing
import XCTest

enum GreetingKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "hello"
}

extension DependencyValues {
  var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

/// A base suite as the moved-over project has: every test under a `.dependencies` trait.
@Suite(.dependencies { $0.greeting = "hi" }) struct HelperTests {
  @Test func aBrokenExpectNoDifference() {
    @Dependency(\.greeting) var greeting
    expectNoDifference(greeting, "hello", "broken on purpose")
  }

  @Test func aPassingExpectNoDifference() {
    @Dependency(\.greeting) var greeting
    expectNoDifference(greeting, "hi")
  }
}

final class HelperXCTests: XCTestCase {
  func testABrokenExpectNoDifference() {
    expectNoDifference(1, 2, "broken on purpose")
  }

  func testAPassingExpectNoDifference() {
    expectNoDifference(1, 1)
  }
}

/// A suite that never enters this package's toolkit: no trait, no dependency read. Run alone,
/// its broken assertion is only printed by swift-issue-reporting; the run must still fail.
@Suite struct UntouchedTests {
  @Test func aBrokenExpectNoDifferenceTouchingNothing() {
    expectNoDifference(1, 2, "broken on purpose, touching nothing")
  }
}
