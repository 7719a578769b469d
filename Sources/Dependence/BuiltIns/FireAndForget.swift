extension DependencyValues {
  /// Starts work whose result nobody waits for, such as analytics, in a way a test can wait for.
  ///
  /// - Live and preview: the work runs in a new `Task`, and the call returns at once.
  /// - Test: the call returns when the work ends; an error it throws fails the test.
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
    // Its own task, awaited: the caller's cancellation does not reach the work, as in production.
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
