import Dependence

/// The hooks DependenceTesting gives the core: where issues go, the default scope of a test
/// without one, and the executor a test's tasks run on.
///
/// Installed at load (by the initializer below, in this file so every caller of ``install()``
/// links it), and again by every testing API, in case a linker drops unreferenced code.
enum TestingHooks {
  /// Installs the hooks, once.
  /// - Parameter atLoad: Whether the test binary is loading, before any test started.
  static func install(atLoad: Bool = false) {
    guard !TestSupport.isInstalled else { return }
    TestSupport.install(
      TestSupport.Hooks(
        record: { IssueRouting.record($0) },
        currentScope: { testScope() },
        taskExecutor: { TestRun.current?.executor }
      )
    )
    XCTestRouting.observe(atLoad: atLoad)
    if atLoad { RunVerdict.registerAtExit() }
  }

  /// The default scope of the running test that has none in its values: a Swift Testing test's
  /// without a trait, or an XCTest test's.
  static func testScope() -> DefaultScope? {
    SwiftTestingRouting.currentScope() ?? XCTestRouting.currentScope()
  }
}

/// Installs the hooks as the test binary loads, from the loader's initializer section.
#if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
  @used @section(".init_array")
  let installDependenceTestingAtLoad: @convention(c) () -> Void = {
    TestingHooks.install(atLoad: true)
  }
#elseif canImport(Darwin)
  @used @section("__DATA,__mod_init_func,mod_init_funcs")
  let installDependenceTestingAtLoad: @convention(c) () -> Void = {
    TestingHooks.install(atLoad: true)
  }
#elseif os(Windows)
  @used @section(".CRT$XCU")
  let installDependenceTestingAtLoad: @convention(c) () -> Void = {
    TestingHooks.install(atLoad: true)
  }
#endif
