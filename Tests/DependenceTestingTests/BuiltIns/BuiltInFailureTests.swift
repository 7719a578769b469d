import DependenceTesting
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The failure paths of the built-in dependencies, as a test meets them: each fails the running
/// test, at the line that made the call where there is one.
@Suite(.dependencies) struct BuiltInFailureTests {
  @Dependency(\.assert) var assert
  @Dependency(\.assertionFailure) var assertionFailure
  @Dependency(\.precondition) var precondition

  @Test func aFailedAssertFailsTheTestAtItsLine() {
    let line = #line + 2
    withKnownIssue {
      assert([1, 2, 3].count < 3, "too many items")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Assertion failed: too many items"]
        && issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func assertionFailureFailsTheTestAtItsLine() {
    let line = #line + 2
    withKnownIssue {
      assertionFailure("unreachable")
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Assertion failed: unreachable"]
        && issue.sourceLocation?.line == line
    }
  }

  @Test func aFailedPreconditionFailsTheTestAndTheTestGoesOn() {
    var reachedTheEnd = false
    withKnownIssue {
      precondition(false, "index out of range")
      reachedTheEnd = true
    } matching: { issue in
      issue.comments.map(\.rawValue) == ["Precondition failed: index out of range"]
    }
    #expect(reachedTheEnd)
  }

  @Test func anErrorThrownByFireAndForgetWorkFailsTheTestAtTheCall() async {
    struct Offline: Error {}
    @Dependency(\.fireAndForget) var fireAndForget
    let line = #line + 2
    await withKnownIssue {
      await fireAndForget { throw Offline() }
    } matching: { issue in
      issue.comments.map(\.rawValue)
        == ["The work given to @Dependency(\\.fireAndForget) threw an error: Offline()"]
        && issue.sourceLocation?.line == line
    }
  }

  @Test func aRequestNoTestAnswersFailsTheTestNamingTheDependency() async {
    @Dependency(\.urlSession) var urlSession
    await withKnownIssue {
      _ = try? await urlSession.data(from: URL(string: "https://example.com/forecast")!)
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      return comment.hasPrefix(
        "@Dependency(\\.urlSession) is unimplemented in tests ('GET https://example.com/forecast'")
        && comment.contains("$0.urlSession = URLSession(configuration: configuration)")
    }
  }

  @Test func openingAURLNoTestAnswersFailsTheTest() async {
    @Dependency(\.openURL) var openURL
    await withKnownIssue {
      #expect(await openURL(URL(string: "https://www.swift.org")!) == false)
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix(
        "@Dependency(\\.openURL) is unimplemented in tests ('https://www.swift.org' was used)")
    }
  }

  @Test(arguments: 0..<2) func eachTestPostsToACenterOfItsOwn(_ run: Int) {
    @Dependency(\.notificationCenter) var center
    let name = Notification.Name("BuiltInFailureTests.posted")
    let observed = center.addObserver(forName: name, object: nil, queue: nil) { _ in }
    defer { center.removeObserver(observed) }
    #expect(center !== NotificationCenter.default)
    #expect(center === DependencyValues.current.notificationCenter)
    center.post(name: name, object: run)
  }
}
