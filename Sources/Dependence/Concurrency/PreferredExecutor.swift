/// The task executor that work an app starts on its own should prefer: in a test with
/// deterministic scheduling, the test's executor, where the test's clocks can run the work and
/// wait for it; `nil` everywhere else, where a task runs on the global executor as usual.
///
/// Start an unstructured task with it in app code that a deterministic test drives:
///
/// ```swift
/// func start() {
///   poll = Task(executorPreference: PreferredExecutor.current) {
///     while !Task.isCancelled {
///       try await clock.sleep(for: .seconds(1))
///       await refresh()
///     }
///   }
/// }
/// ```
///
/// Outside tests it costs one task-local read when the task starts, and nothing on a
/// dependency's read path.
public enum PreferredExecutor {
  /// The executor to prefer for new tasks; set by `DependenceTesting` for the length of a test
  /// with deterministic scheduling.
  @TaskLocal public static var current: (any TaskExecutor)?
}
