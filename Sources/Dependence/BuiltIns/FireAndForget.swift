extension DependencyValues {
  /// Starts work whose result nobody waits for, such as sending analytics, in a way a test can
  /// wait for: `await fireAndForget { try await analytics.track("opened") }`.
  ///
  /// - Live and preview: the work runs in a new unstructured task (`Task`, which keeps the
  ///   caller's dependencies), and the call returns at once; an error it throws is dropped.
  /// - Test: the work runs in a task of its own too, and the call returns when it ends, so the
  ///   test sees its effects. Cancelling the caller does not cancel the work, as in production;
  ///   an error it throws is reported at the call, which fails the test, but for a
  ///   `CancellationError`. In deterministic scheduling the task runs on the test's executor.
  public var fireAndForget: FireAndForget { self[FireAndForgetKey.self] }
}

/// Runs work whose result the caller does not wait for: the effect behind `\.fireAndForget`.
public struct FireAndForget: Sendable {
  /// Runs the work: `name` and `priority` are for the task it may start, `location` is the call.
  let run:
    @Sendable (
      _ name: String?, _ priority: TaskPriority?, _ location: SourceLocation,
      _ work: @escaping @Sendable () async throws -> Void
    ) async -> Void

  /// Runs `operation` without the caller waiting for its result (in a test, it is awaited).
  ///
  /// - Parameters:
  ///   - name: The name of the task that runs the work, for debugging.
  ///   - priority: The priority of that task.
  ///   - operation: The work.
  public func callAsFunction(
    name: String? = nil,
    priority: TaskPriority? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    @_inheritActorContext _ operation: @escaping @Sendable () async throws -> Void
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await run(name, priority, location, operation)
  }
}

enum FireAndForgetKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.fireAndForget"

  static let liveValue = FireAndForget { name, priority, _, work in
    Task(name: name, priority: priority) { try await work() }
  }

  static var previewValue: FireAndForget { liveValue }

  static let testValue = FireAndForget { name, priority, location, work in
    // A task of its own, awaited: the caller's cancellation does not reach the work, as it would
    // not in production, and the caller still sees the work's effects when this returns.
    await Task(name: name, executorPreference: TestSupport.taskExecutor(), priority: priority) {
      do {
        try await work()
      } catch is CancellationError {
      } catch {
        reportIssue(
          "The work given to @Dependency(\\.fireAndForget) threw an error: \(error)", at: location)
      }
    }
    .value
  }
}
