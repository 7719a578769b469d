/// Installs DependenceTesting's hooks into the core when the library is loaded, before `main`.
///
/// The function pointer below sits in the platform's initializer section, so the dynamic loader
/// calls it as it loads the test binary. That is how every test in a process that links
/// DependenceTesting gets issue routing and a per-test default cache, even a test that never
/// calls a DependenceTesting API.
#if os(Linux) || os(Android) || os(FreeBSD) || os(OpenBSD)
  @used @section(".init_array")
  let installDependenceTestingAtLoad: @convention(c) () -> Void = {
    TestingHooks.install()
  }
#elseif canImport(Darwin)
  @used @section("__DATA,__mod_init_func,mod_init_funcs")
  let installDependenceTestingAtLoad: @convention(c) () -> Void = {
    TestingHooks.install()
  }
#elseif os(Windows)
  @used @section(".CRT$XCU")
  let installDependenceTestingAtLoad: @convention(c) () -> Void = {
    TestingHooks.install()
  }
#endif
