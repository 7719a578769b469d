public import Synchronization

/// Where the defaults of a read come from: the process, or one test.
@usableFromInline
package final class DefaultScope: Sendable {
  /// The defaults computed or prepared, read without a lock; written under `state`'s.
  @usableFromInline let table = BoxTable()
  let state = LockedValue(State())
  /// The context of reads that set none, as an index: detected, or set by `prepareDependencies`.
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

  /// The scope the current task's values carry, if any (a test trait's or base class's).
  package static var bound: DefaultScope? { BoundValues.head?.scope }

  /// The running test's scope when its values carry none (no trait, a plain `XCTestCase`).
  package static var running: DefaultScope? { TestSupport.currentScope() }
}
