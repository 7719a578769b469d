import DependenceTesting
import Foundation
import Testing

/// Issues about a dependency's value — an unimplemented built-in used, a live value reached —
/// are recorded once per dependency and test, at the `@Dependency` that read the value.
@Suite(.dependencies) struct ValueIssueTests {
  @Test func anUnimplementedBuiltInUsedThreeTimesFailsOnceAtTheDependencyThatReadIt() {
    let line = #line + 1
    @Dependency(\.uuid) var uuid
    let issues = LockedValue<[Issue]>([])
    withKnownIssue {
      for _ in 1...3 { _ = uuid() }
    } matching: { issue in
      issues.withLock { $0.append(issue) }
      return true
    }
    let recorded = issues.withLock { $0 }
    #expect(recorded.count == 1)
    #expect(recorded.first?.sourceLocation?.fileID == #fileID)
    #expect(recorded.first?.sourceLocation?.line == line)
    #expect(
      recorded.first?.comments.map(\.rawValue).joined().hasPrefix(
        "@Dependency(\\.uuid) is unimplemented in tests: override it with `$0.uuid = .incrementing`"
      )
        == true)
  }

  @Test func aLaterUseOfTheSameDependencyRaisesNothingForASecondKnownIssue() {
    @Dependency(\.uuid) var uuid
    withKnownIssue { _ = uuid() }
    let later = LockedValue(0)
    withKnownIssue(isIntermittent: true) {
      _ = uuid()
    } matching: { _ in
      later.withLock { $0 += 1 }
      return true
    }
    #expect(later.withLock { $0 } == 0)
  }

  @Test func eachDependencyFailsOnce() {
    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date
    let names = LockedValue<[String]>([])
    withKnownIssue {
      _ = uuid()
      _ = date()
      _ = uuid()
      _ = date.now
    } matching: { issue in
      let comment = issue.comments.map(\.rawValue).joined()
      names.withLock { $0.append(String(comment.prefix(while: { $0 != ")" }))) }
      return true
    }
    #expect(names.withLock { $0 } == ["@Dependency(\\.uuid", "@Dependency(\\.date"])
  }

  @Test func aLiveValueReachedFailsAtTheDependencyThatReadIt() {
    let line = #line + 1
    @Dependency(LiveOnlyKey.self) var liveOnly
    withKnownIssue {
      #expect(liveOnly == "live")
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
        && issue.comments.map(\.rawValue).joined().contains(
          "has no test value, so this test is using its live value.")
    }
  }

  @Test func aDependencyReadAsATypeFailsAtItsDeclaration() {
    let line = #line + 1
    @Dependency(\.uuid, as: UUIDGenerator.self) var uuid
    withKnownIssue {
      _ = uuid()
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
  }

  /// A built-in that a `withDependencies` update uses fails at that call (trial J).
  @Test func aDependencyAnUpdateUsesFailsAtTheWithDependenciesCall() async {
    let line = #line + 2
    withKnownIssue {
      withDependencies {
        $0.uuid = .constant($0.uuid())
      } operation: {
      }
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
    let asyncLine = #line + 2
    await withKnownIssue {
      await withDependencies {
        _ = $0.date.now
      } operation: {
        await Task.yield()
      }
    } matching: { issue in
      issue.sourceLocation?.line == asyncLine && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func aDependencyAnUpdateFromAnObjectUsesFailsAtTheWithDependenciesCall() async {
    let parent = withDependencies {
      $0.context = .test
    } operation: {
      Parent()
    }
    let line = #line + 2
    withKnownIssue {
      withDependencies(from: parent) {
        $0.uuid = .constant($0.uuid())
      } operation: {
      }
    } matching: { issue in
      issue.sourceLocation?.line == line && issue.sourceLocation?.fileID == #fileID
    }
    let asyncLine = #line + 2
    await withKnownIssue {
      await withDependencies(from: parent) {
        _ = $0.date.now
      } operation: {
        await Task.yield()
      }
    } matching: { issue in
      issue.sourceLocation?.line == asyncLine && issue.sourceLocation?.fileID == #fileID
    }
  }

  @Test func aReadWithoutAPropertyWrapperFailsAtTheTest() {
    withKnownIssue {
      _ = DependencyValues.current.uuid()
      _ = DependencyValues.current.uuid()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().hasPrefix("@Dependency(\\.uuid) is unimplemented")
    }
  }
}

/// A model whose values a child takes with `withDependencies(from:)`.
private final class Parent: Sendable {}
