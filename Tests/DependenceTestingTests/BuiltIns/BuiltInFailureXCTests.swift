#if !canImport(Darwin)
  import DependenceTesting
  import Foundation
  import XCTest

  #if canImport(FoundationNetworking)
    import FoundationNetworking
  #endif

  /// The failure paths of the built-in dependencies in an XCTest test: each fails the test, at
  /// the line that made the call where there is one.
  final class BuiltInFailureXCTests: FailureCapturingTestCase {
    @Dependency(\.assert) var assert
    @Dependency(\.assertionFailure) var assertionFailure
    @Dependency(\.precondition) var precondition
    @Dependency(\.fireAndForget) var fireAndForget
    @Dependency(\.urlSession) var urlSession
    @Dependency(\.openURL) var openURL
    @Dependency(\.uuid) var uuid
    private let uuidLine = #line - 1

    func testAFailedAssertFailsTheTestAtItsLine() {
      let line = #line + 1
      assert(false, "too many items")
      XCTAssertEqual(failures.map(\.description), ["[XCTest] Assertion failed: too many items"])
      XCTAssertEqual(failures.map(\.line), [line])
      XCTAssertEqual(failures.map(\.file), ["\(#filePath)"])
    }

    func testAssertionFailureAndPreconditionFailTheTestAtTheirLines() {
      let line = #line + 1
      assertionFailure("unreachable")
      precondition(false)
      XCTAssertEqual(
        failures.map(\.description),
        ["[XCTest] Assertion failed: unreachable", "[XCTest] Precondition failed"])
      XCTAssertEqual(failures.map(\.line), [line, line + 1])
    }

    func testAnErrorThrownByFireAndForgetWorkFailsTheTestAtTheCall() async {
      struct Offline: Error {}
      let line = #line + 1
      await fireAndForget { throw Offline() }
      XCTAssertEqual(
        failures.map(\.description),
        ["[XCTest] The work given to @Dependency(\\.fireAndForget) threw an error: Offline()"])
      XCTAssertEqual(failures.map(\.line), [line])
    }

    func testAnUnimplementedBuiltInFailsOnceAtTheDependencyThatReadIt() {
      for _ in 1...3 { _ = uuid() }
      XCTAssertEqual(failures.count, 1)
      XCTAssertEqual(failures.map(\.line), [uuidLine])
      XCTAssertEqual(failures.map(\.file), ["\(#filePath)"])
      XCTAssert(
        failures.first?.description.hasPrefix(
          "[XCTest] @Dependency(\\.uuid) is unimplemented in tests") == true)
    }

    /// A built-in that a `withDependencies` update uses, unimplemented, fails the test at that
    /// call: there is no `@Dependency` line, and XCTest has no line of the test (trial J).
    func testAnUnimplementedBuiltInUsedByAnUpdateFailsAtTheWithDependenciesCall() async {
      let line = #line + 1
      let id = withDependencies { $0.uuid = .constant($0.uuid()) } operation: { 1 }
      let asyncLine = #line + 1
      await withDependencies { _ = $0.date.now } operation: { await Task.yield() }
      XCTAssertEqual(id, 1)
      XCTAssertEqual(failures.map(\.line), [line, asyncLine])
      XCTAssertEqual(failures.map(\.file), ["\(#filePath)", "\(#filePath)"])
    }

    func testARequestNoTestAnswersFailsTheTest() async {
      _ = try? await urlSession.data(from: URL(string: "https://example.com/forecast")!)
      XCTAssertEqual(failures.count, 1)
      XCTAssert(
        failures.first?.description.hasPrefix(
          "[XCTest] @Dependency(\\.urlSession) is unimplemented in tests") == true)
    }

    func testOpeningAURLNoTestAnswersFailsTheTest() async {
      let opened = await openURL(URL(string: "https://www.swift.org")!)
      XCTAssertFalse(opened)
      XCTAssertEqual(failures.count, 1)
      XCTAssert(
        failures.first?.description.hasPrefix(
          "[XCTest] @Dependency(\\.openURL) is unimplemented in tests") == true)
    }

    func testTheTestGetsANotificationCenterOfItsOwn() {
      @Dependency(\.notificationCenter) var center
      XCTAssert(center !== NotificationCenter.default)
      XCTAssert(center === DependencyValues.current.notificationCenter)
    }
  }
#endif
