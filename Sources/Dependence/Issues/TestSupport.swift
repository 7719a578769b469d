public import Synchronization

/// The hooks `DependenceTesting` installs, so issues reach the running test and each test
/// resolves defaults in its own scope.
@usableFromInline
package enum TestSupport {
  /// The hooks a testing library provides.
  package struct Hooks: Sendable {
    /// Records an issue in the running test, or returns `false` when no test is running.
    package var record: @Sendable (ReportedIssue) -> Bool
    /// The running test's scope when its values carry none, or `nil` outside tests.
    package var currentScope: @Sendable () -> DefaultScope?
    /// The executor the running test's tasks run on (in deterministic scheduling), or `nil`.
    package var taskExecutor: @Sendable () -> (any TaskExecutor)?

    package init(
      record: @escaping @Sendable (ReportedIssue) -> Bool,
      currentScope: @escaping @Sendable () -> DefaultScope?,
      taskExecutor: @escaping @Sendable () -> (any TaskExecutor)?
    ) {
      self.record = record
      self.currentScope = currentScope
      self.taskExecutor = taskExecutor
    }
  }

  private final class HooksBox: Sendable {
    let hooks: Hooks
    init(_ hooks: Hooks) { self.hooks = hooks }
  }

  /// The installed hooks: filled once, never replaced.
  private static let hooks = AtomicLazyReference<HooksBox>()
  /// Whether ``hooks`` is filled, so that a read outside tests checks it with one load.
  @usableFromInline static let installed = Atomic(false)

  /// Installs the testing library's hooks, unless hooks are installed already.
  package static func install(_ newHooks: Hooks) {
    _ = hooks.storeIfNil(HooksBox(newHooks))
    installed.store(true, ordering: .releasing)
  }

  /// Whether a testing library has installed its hooks.
  @inlinable
  package static var isInstalled: Bool { installed.load(ordering: .acquiring) }

  static func record(_ issue: ReportedIssue) -> Bool {
    hooks.load()?.hooks.record(issue) ?? false
  }

  @usableFromInline
  static func currentScope() -> DefaultScope? {
    hooks.load()?.hooks.currentScope()
  }

  /// The executor of the running test's tasks in deterministic scheduling, or `nil`.
  static func taskExecutor() -> (any TaskExecutor)? {
    hooks.load()?.hooks.taskExecutor()
  }
}

/// Attached by a testing library to a test's ``DefaultScope``: told of every read for use.
@usableFromInline
package protocol ReadObserver: AnyObject, Sendable {
  /// Notes a read of `Key` that gave `value`, an override (or a prepared value) or its default;
  /// ``ReadSite/current`` is the `@Dependency` that made it, if one did.
  func noteRead<Key: TestDependencyKey>(_ key: Key.Type, value: Key.Value, fromOverride: Bool)
}
