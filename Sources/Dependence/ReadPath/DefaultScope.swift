public import Synchronization

/// Where the defaults of a read come from: the process, or one test.
///
/// The process has one; with `DependenceTesting`, each test has its own, through which every
/// read in the test resolves, so a stateful default never leaks between tests. A scope keeps its
/// computed and prepared defaults in a lock-free ``BoxTable``; computing one is in
/// `DefaultScope+Computing.swift`.
@usableFromInline
package final class DefaultScope: Sendable {
  /// The defaults computed or prepared, read without a lock; written under `state`'s.
  @usableFromInline let table = BoxTable()
  let state = LockedValue(State())
  /// The context of reads that set none, as its index in `allCases`: the process's detected
  /// context, or the one `prepareDependencies` set.
  @usableFromInline let contextIndex = Atomic(DependencyContext.detected.index)
  /// What the testing library keeps about the test this scope belongs to, told of every read.
  @usableFromInline package let observer: (any ReadObserver)?

  package init(observer: (any ReadObserver)? = nil) {
    self.observer = observer
  }

  /// The context of reads that set none: the process's, unless `prepareDependencies` set one.
  @inlinable
  var context: DependencyContext {
    DependencyContext(index: contextIndex.load(ordering: .acquiring))
  }

  /// The scope of the process: the one reads use outside any test.
  @usableFromInline package static let process = DefaultScope()

  /// The scope of reads whose values carry none: the running test's, or the process's.
  static func ambient() -> DefaultScope {
    guard TestSupport.isInstalled else { return process }
    return TestSupport.currentScope() ?? process
  }

  /// The scope the values bound to the current task carry, if any: a test's trait or base class
  /// bound it.
  package static var bound: DefaultScope? { BoundValues.head?.scope }

  /// The scope of the running test that carries none in its values, if any: a Swift Testing
  /// test without a trait, a plain `XCTestCase` test.
  package static var running: DefaultScope? { TestSupport.currentScope() }
}
