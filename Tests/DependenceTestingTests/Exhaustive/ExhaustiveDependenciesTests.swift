import Dependence
import DependenceTesting
import Testing

/// Issues collected from a known-issue matcher.
final class CollectedIssues: Sendable {
  let issues = LockedValue<[Issue]>([])
}

enum ColorKey: TestDependencyKey {
  static let testValue = "red"
}

enum SizeKey: TestDependencyKey {
  static let testValue = 1
}

extension DependencyValues {
  var color: String {
    get { self[ColorKey.self] }
    set { self[ColorKey.self] = newValue }
  }
  var size: Int {
    get { self[SizeKey.self] }
    set { self[SizeKey.self] = newValue }
  }
}

/// Runs `body` as a test case under `traits`, the way Swift Testing would, inside the running
/// test, and returns the issues the traits recorded.
func issues(
  under traits: [any TestScoping & TestTrait],
  _ body: @escaping @Sendable () async throws -> Void
) async throws -> [Issue] {
  let test = try #require(Test.current)
  let recorded = CollectedIssues()
  try await withKnownIssue(isIntermittent: true) {
    var run = body
    for trait in traits.reversed() {
      let inner = run
      run = {
        try await trait.provideScope(for: test, testCase: Test.Case.current, performing: inner)
      }
    }
    try await run()
  } matching: { issue in
    recorded.issues.withLock { $0.append(issue) }
    return true
  }
  return recorded.issues.withLock { $0 }
}

@Suite struct ExhaustiveDependenciesTests {
  @Test func aDefaultReadFailsTheTestNamingTheDependencyAndTheFix() async throws {
    let recorded = try await issues(under: [.exhaustiveDependencies]) {
      _ = DependencyValues.current.color
    }
    #expect(recorded.count == 1)
    let comment = recorded.first?.comments.map(\.rawValue).joined() ?? ""
    #expect(comment.contains("Dependency 'ColorKey' (of type String)"))
    #expect(comment.contains("$0[ColorKey.self] = …"))
    #expect(recorded.first?.severity == .error)
  }

  @Test func aTestThatOverridesEverythingItReadsPasses() async throws {
    let recorded = try await issues(
      under: [.exhaustiveDependencies, .dependencies { $0.color = "blue" }]
    ) {
      #expect(DependencyValues.current.color == "blue")
    }
    #expect(recorded.isEmpty)
  }

  @Test func readsInChildTasksAndContinuationsCountForTheTest() async throws {
    let recorded = try await issues(under: [.exhaustiveDependencies]) {
      async let color = DependencyValues.current.color
      _ = await color
      await withTaskGroup(of: Void.self) { group in
        group.addTask { _ = DependencyValues.current.size }
      }
      let continuation = captureDependencies()
      await Task.detached { continuation.yield { _ = DependencyValues.current.label } }.value
    }
    let comment = recorded.first?.comments.map(\.rawValue).joined() ?? ""
    #expect(comment.contains("ColorKey"))
    #expect(comment.contains("SizeKey"))
    #expect(comment.contains("LabelKey"))
  }

  @Test func parallelTestsDoNotSeeEachOthersReads() async throws {
    try await withThrowingTaskGroup(of: [Issue].self) { group in
      for index in 0..<20 {
        group.addTask {
          try await issues(under: [.exhaustiveDependencies, .dependencies { $0.color = "c" }]) {
            _ = DependencyValues.current.color
            if index.isMultiple(of: 2) { _ = DependencyValues.current.size }
          }
        }
      }
      var failing = 0
      for try await recorded in group {
        let comment = recorded.map { $0.comments.map(\.rawValue).joined() }.joined()
        #expect(!comment.contains("ColorKey"))
        if comment.contains("SizeKey") { failing += 1 }
      }
      #expect(failing == 10)
    }
  }

  @Test func anUnusedOverrideIsReportedOnceAsAWarning() async throws {
    let recorded = try await issues(
      under: [.exhaustiveDependencies, .dependencies { $0.color = "blue"; $0.size = 2 }]
    ) {
      _ = DependencyValues.current.color
      _ = DependencyValues.current.color
    }
    #expect(recorded.count == 1)
    #expect(recorded.first?.severity == .warning)
    let comment = recorded.first?.comments.map(\.rawValue).joined() ?? ""
    #expect(comment.contains("The override of Dependency 'SizeKey' (of type Int) was never read"))
  }

  /// The wait is a tenth of the hang timeout: a minute here, so that a machine loaded by the
  /// rest of the suite, which has held a ready task back for seconds, cannot fail the test.
  @Test func anOverrideReadJustAfterTheBodyReturnsIsNotReportedAsUnread() async throws {
    let recorded = try await issues(
      under: [
        .hangTimeout(.seconds(600)), .exhaustiveDependencies,
        .dependencies { $0.color = "blue" },
      ]
    ) {
      Task {
        try? await Task.sleep(for: .milliseconds(5))
        _ = DependencyValues.current.color
      }
    }
    #expect(recorded.isEmpty)
  }

  @Test func theAllowListKeepsDefaultsFromFailing() async throws {
    let byKeyPath = try await issues(under: [.exhaustiveDependencies(allowing: \.color)]) {
      _ = DependencyValues.current.color
    }
    #expect(byKeyPath.isEmpty)
    let byKey = try await issues(under: [.exhaustiveDependencies(keys: [SizeKey.self])]) {
      _ = DependencyValues.current.size
    }
    #expect(byKey.isEmpty)
  }

  @Test func aReadMadeToSetAValueIsNotAUse() async throws {
    let recorded = try await issues(under: [.exhaustiveDependencies]) {
      withDependencies { $0.color += "!" } operation: {
        #expect(DependencyValues.current.color == "red!")
      }
    }
    #expect(recorded.isEmpty)
  }

  @Test(.dependencies { $0.color = "blue" })
  func theRunningTestsReadsCanBeListed() {
    _ = DependencyValues.current.color
    _ = DependencyValues.current.size
    let reads = DependencyRead.inCurrentTest
    #expect(reads.map(\.name) == ["Dependency 'ColorKey' (of type String)", "Dependency 'SizeKey' (of type Int)"])
    #expect(reads.map(\.readAnOverride) == [true, false])
    #expect(reads.map(\.readTheDefault) == [false, true])
  }

  @Test func aTestWithoutATraitRecordsItsReadsToo() {
    _ = DependencyValues.current.size
    #expect(DependencyRead.inCurrentTest.map(\.name).contains("Dependency 'SizeKey' (of type Int)"))
  }
}
