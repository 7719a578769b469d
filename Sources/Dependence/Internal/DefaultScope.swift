/// Where the defaults of a read come from: the process, or one test.
///
/// The process has one scope. A test with `DependenceTesting` linked has its own — made by its
/// `.dependencies` trait, its `DependenceTestCase`, or, for a Swift Testing test without a trait,
/// per test function — so that a stateful default never leaks from one test into another. Every
/// read in a test resolves through that test's scope, however it reads: a `@Dependency`,
/// ``DependencyValues/current``, or a fresh ``DependencyValues/init()``.
@usableFromInline
package final class DefaultScope: Sendable {
  /// The defaults computed in this scope, and the values prepared for it.
  @usableFromInline package let cache: DefaultCache
  /// The dependencies read in this scope, when the test asked to know them.
  @usableFromInline package let accesses: AccessLog?
  /// What the testing library keeps about the test, such as the `XCTestCase` to fail.
  package let owner: (any Sendable)?
  /// The running test's name, for messages.
  package let testName: String?

  package init(
    cache: DefaultCache = DefaultCache(), accesses: AccessLog? = nil,
    owner: (any Sendable)? = nil, testName: String? = nil
  ) {
    self.cache = cache
    self.accesses = accesses
    self.owner = owner
    self.testName = testName
  }

  /// The scope of the process: the one reads use outside any test.
  package static let process = DefaultScope()

  /// ``process``, borrowed: it lives for the whole process, so reading it needs no reference
  /// count, which two threads reading defaults at once would otherwise contend on.
  @usableFromInline static let borrowedProcess = Unmanaged.passUnretained(process)

  /// Runs `body` with the ambient scope: the running test's, or the process's.
  @inlinable
  static func withAmbient<Result>(_ body: (DefaultScope) -> Result) -> Result {
    if TestSupport.isInstalled, let scope = TestSupport.currentScope() { return body(scope) }
    return borrowedProcess._withUnsafeGuaranteedRef(body)
  }

  /// The scope the values bound to the current task carry, if any: a test's trait or base class
  /// bound it.
  package static var bound: DefaultScope? { DependencyScope.currentHead()?.scope }

  /// The scope of the running test that carries none in its values, if any: a Swift Testing
  /// test without a trait, a plain `XCTestCase` test.
  package static var running: DefaultScope? { TestSupport.currentScope() }

  /// The scope of reads whose values carry none: the running test's, or the process's.
  @usableFromInline
  static func ambient() -> DefaultScope {
    TestSupport.currentScope() ?? .process
  }
}
