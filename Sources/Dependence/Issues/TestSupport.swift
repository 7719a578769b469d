
/// The seam through which `DependenceTesting` connects the core to the running test.
///
/// `DependenceTesting` installs its hooks when it is loaded, before `main`, so that every test in
/// a process that links it gets issue routing and a test-local default cache, whether or not the
/// test calls a testing API.
package enum TestSupport {
  /// The hooks a testing library provides.
  package struct Hooks: Sendable {
    /// Records an issue in the running test, or returns `false` when no test is running.
    package var record: @Sendable (ReportedIssue) -> Bool
    /// The default cache of the running test, or `nil` when no test is running.
    package var currentCache: @Sendable () -> DefaultCache?

    package init(
      record: @escaping @Sendable (ReportedIssue) -> Bool,
      currentCache: @escaping @Sendable () -> DefaultCache?
    ) {
      self.record = record
      self.currentCache = currentCache
    }
  }

  private static let hooks = LockedValue<Hooks?>(nil)

  /// Installs the testing library's hooks.
  package static func install(_ newHooks: Hooks) {
    hooks.withLock { $0 = newHooks }
  }

  /// Whether a testing library has installed its hooks.
  package static var isInstalled: Bool { hooks.withLock { $0 != nil } }

  static func record(_ issue: ReportedIssue) -> Bool {
    guard let record = hooks.withLock({ $0?.record }) else { return false }
    return record(issue)
  }

  static func currentTestCache() -> DefaultCache? {
    hooks.withLock({ $0?.currentCache })?()
  }
}
