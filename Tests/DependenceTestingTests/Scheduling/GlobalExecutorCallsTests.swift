import Dependence
@testable import DependenceTesting
import Testing

/// A client whose `async` endpoint is `@concurrent`, as a plain `async` closure type is in this
/// module (built without `NonisolatedNonsendingByDefault`). Each test warns about a type of its
/// own: the warning is said once per type per run.
struct ConcurrentGreeter: Sendable {
  var greet: @Sendable (String) async throws -> String
  var count: @Sendable () -> Int
}

struct ConcurrentGreeterOnce: Sendable {
  var greet: @Sendable (String) async throws -> String
}

struct ConcurrentGreeterOnExecutor: Sendable {
  var greet: @Sendable (String) async throws -> String
}

struct ConcurrentGreeterUnsettled: Sendable {
  var greet: @Sendable (String) async throws -> String
}

struct ConcurrentGreeterBesideASleepOffTheExecutor: Sendable {
  var greet: @Sendable (String) async throws -> String
}

/// The same client declared as the README's tour declares it: no warning.
struct NonsendingGreeter: Sendable {
  var greet: nonisolated(nonsending) @Sendable (String) async throws -> String
  var onMain: @MainActor @Sendable () async -> Void
}

private enum GreeterKeys {
  enum Plain: TestDependencyKey { static let testValue = ConcurrentGreeter(greet: { $0 }, count: { 0 }) }
  enum Once: TestDependencyKey { static let testValue = ConcurrentGreeterOnce(greet: { $0 }) }
  enum OnExecutor: TestDependencyKey {
    static let testValue = ConcurrentGreeterOnExecutor(greet: { $0 })
  }
  enum Unsettled: TestDependencyKey { static let testValue = ConcurrentGreeterUnsettled(greet: { $0 }) }
  enum BesideASleep: TestDependencyKey {
    static let testValue = ConcurrentGreeterBesideASleepOffTheExecutor(greet: { $0 })
  }
  enum Nonsending: TestDependencyKey {
    static let testValue = NonsendingGreeter(greet: { $0 }, onMain: {})
  }
}

@Suite struct GlobalExecutorCallsTests {
  @Test func aConcurrentEndpointReadOnTheMainActorIsNamedOnceAfterAnAdvance() async throws {
    let recorded = try await issues(under: [.deterministicScheduling]) {
      let clock = TestClock()
      await MainActor.run { _ = DependencyValues.current[GreeterKeys.Plain.self] }
      await clock.advance(by: .seconds(1))
    }
    #expect(recorded.count == 1)
    #expect(recorded.first?.severity == .warning)
    let comment = recorded.first?.comments.map(\.rawValue).joined() ?? ""
    #expect(comment.contains("'ConcurrentGreeter.greet' is a @concurrent async closure"))
    #expect(comment.contains("nonisolated(nonsending)"))
    #expect(!comment.contains("count"))
  }

  @Test func theWarningIsSaidOncePerTypePerRun() async throws {
    let body: @Sendable () async throws -> Void = {
      await MainActor.run { _ = DependencyValues.current[GreeterKeys.Once.self] }
      await waitUntilIdle()
    }
    let first = try await issues(under: [.deterministicScheduling], body)
    let second = try await issues(under: [.deterministicScheduling], body)
    #expect(first.count == 1)
    #expect(second.isEmpty)
  }

  @Test func aReadOnTheTestsExecutorIsNotWarnedAbout() async throws {
    let recorded = try await issues(under: [.deterministicScheduling]) {
      _ = DependencyValues.current[GreeterKeys.OnExecutor.self]
      await TestClock().advance(by: .seconds(1))
    }
    #expect(recorded.isEmpty)
  }

  @Test func aTestThatNeverSettlesIsNotWarnedAbout() async throws {
    let recorded = try await issues(under: [.deterministicScheduling]) {
      await MainActor.run { _ = DependencyValues.current[GreeterKeys.Unsettled.self] }
    }
    #expect(recorded.isEmpty)
  }

  /// A sleep off the executor makes every settle wait for quiet periods, which cover the calls
  /// too, and has a warning of its own.
  @Test func aTestWithASleepOffItsExecutorIsNotWarnedAboutItsClients() async throws {
    let recorded = try await issues(under: [.deterministicScheduling]) {
      let clock = TestClock()
      let task = Task { try await clock.sleep(for: .seconds(1)) }
      await MainActor.run { _ = DependencyValues.current[GreeterKeys.BesideASleep.self] }
      try? await clock.waitForSleepers(count: 1)
      await clock.advance(by: .seconds(1))
      try? await task.value
    }
    let comments = recorded.map { $0.comments.map(\.rawValue).joined() }
    #expect(!comments.contains { $0.contains("ConcurrentGreeterBesideASleepOffTheExecutor") })
    #expect(comments.contains { $0.contains("off the test's executor") })
  }

  @Test func nonsendingAndActorIsolatedEndpointsAreNotWarnedAbout() async throws {
    let recorded = try await issues(under: [.deterministicScheduling]) {
      await MainActor.run { _ = DependencyValues.current[GreeterKeys.Nonsending.self] }
      await TestClock().advance(by: .seconds(1))
    }
    #expect(recorded.isEmpty)
  }

  @Test func aRecordersEndpointPropertyCalledOnTheMainActorIsNamedOnce() async throws {
    let recorded = try await issues(under: [.deterministicScheduling]) {
      let login = Recorder<String, String>("auth.login", .returning("token"))
      let endpoint = login.asyncThrowingEndpoint
      _ = try await Self.callOnTheMainActor(endpoint)
      _ = try await Self.callOnTheMainActor(endpoint)
      await TestClock().advance(by: .seconds(1))
      login.expectCalled(times: 2)
    }
    #expect(recorded.count == 1)
    let comment = recorded.first?.comments.map(\.rawValue).joined() ?? ""
    #expect(comment.contains("Recorder 'auth.login' answered a call on the global executor"))
  }

  @Test func aRecorderWiredWithANonsendingClosureIsNotWarnedAbout() async throws {
    let recorded = try await issues(under: [.deterministicScheduling]) {
      let login = Recorder<String, String>("auth.login", .returning("token"))
      let endpoint: nonisolated(nonsending) @Sendable (String) async throws -> String = {
        try await login($0)
      }
      _ = try await Task { @MainActor in try await endpoint("ada") }.value
      await TestClock().advance(by: .seconds(1))
      login.expectCalled(times: 1)
    }
    #expect(recorded.isEmpty)
  }

  @Test func aRecorderReplacingANonsendingEndpointIsNotWarnedAbout() async throws {
    let recorded = try await issues(under: [.deterministicScheduling]) {
      var endpoint: nonisolated(nonsending) @Sendable (String) async throws -> String = {
        "token for \($0)"
      }
      let login = Recorder("auth.login", replacing: &endpoint)
      let call = endpoint
      let token = try? await Task { @MainActor in try await call("ada") }.value
      #expect(token == "token for ada")
      await TestClock().advance(by: .seconds(1))
      login.expectCalled(times: 1)
    }
    #expect(recorded.isEmpty)
  }

  /// Calls `endpoint` as a main-actor model's `Task { }` does: a task with no executor
  /// preference, so a `@concurrent` endpoint runs on the global executor.
  private static func callOnTheMainActor(
    _ endpoint: @escaping @Sendable (String) async throws -> String
  ) async throws -> String {
    try await Task { @MainActor in try await endpoint("ada") }.value
  }

  @Test func functionTypesAreToldApartByTheirOwnEffectsAndIsolation() {
    typealias Concurrent = @Sendable (String) async throws -> Int
    typealias Nonsending = nonisolated(nonsending) @Sendable (String) async throws -> Int
    typealias Synchronous = @Sendable (@Sendable () async -> Void) -> Int
    typealias MainActorIsolated = @MainActor @Sendable () async -> Void
    #expect(GlobalExecutorCalls.isConcurrentAsync(Concurrent.self))
    #expect(GlobalExecutorCalls.isConcurrentAsync((@concurrent @Sendable () async -> Void).self))
    #expect(!GlobalExecutorCalls.isConcurrentAsync(Nonsending.self))
    #expect(!GlobalExecutorCalls.isConcurrentAsync(Synchronous.self))
    #expect(!GlobalExecutorCalls.isConcurrentAsync(MainActorIsolated.self))
    #expect(!GlobalExecutorCalls.isConcurrentAsync(String.self))
  }
}
