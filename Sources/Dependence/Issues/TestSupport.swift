public import Synchronization

/// The seam through which `DependenceTesting` connects the core to the running test.
///
/// `DependenceTesting` installs its hooks when it is loaded, and again whenever one of its APIs
/// is used, so that issues reach the running test and each test resolves defaults in its own
/// scope.
@usableFromInline
package enum TestSupport {
  /// The hooks a testing library provides.
  package struct Hooks: Sendable {
    /// Records an issue in the running test, or returns `false` when no test is running.
    package var record: @Sendable (ReportedIssue) -> Bool
    /// The scope of the running test that has no scope of its own in its values (a Swift
    /// Testing test without a trait, a plain `XCTestCase` test), or `nil` outside tests.
    package var currentScope: @Sendable () -> DefaultScope?

    package init(
      record: @escaping @Sendable (ReportedIssue) -> Bool,
      currentScope: @escaping @Sendable () -> DefaultScope?
    ) {
      self.record = record
      self.currentScope = currentScope
    }
  }

  /// The installed hooks, as a retained `HooksBox`: installed once and never released, so a
  /// read is one atomic load.
  @usableFromInline static let installed = Atomic<UInt>(0)

  private final class HooksBox: Sendable {
    let hooks: Hooks
    init(_ hooks: Hooks) { self.hooks = hooks }
  }

  /// Installs the testing library's hooks, unless hooks are installed already.
  package static func install(_ newHooks: Hooks) {
    guard installed.load(ordering: .acquiring) == 0 else { return }
    let raw = UInt(bitPattern: Unmanaged.passRetained(HooksBox(newHooks)).toOpaque())
    let (stored, _) = installed.compareExchange(
      expected: 0, desired: raw, ordering: .acquiringAndReleasing)
    if !stored { Unmanaged<HooksBox>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!).release() }
  }

  /// Whether a testing library has installed its hooks.
  @inlinable
  package static var isInstalled: Bool { installed.load(ordering: .acquiring) != 0 }

  private static var hooks: Hooks? {
    let raw = installed.load(ordering: .acquiring)
    guard raw != 0 else { return nil }
    return Unmanaged<HooksBox>.fromOpaque(UnsafeRawPointer(bitPattern: raw)!)
      .takeUnretainedValue().hooks
  }

  static func record(_ issue: ReportedIssue) -> Bool {
    hooks?.record(issue) ?? false
  }

  @usableFromInline
  static func currentScope() -> DefaultScope? {
    hooks?.currentScope()
  }
}
