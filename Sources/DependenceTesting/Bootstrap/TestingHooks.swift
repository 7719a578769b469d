import Dependence

/// The hooks DependenceTesting gives the core: where issues go, and which default cache the
/// running test uses.
enum TestingHooks {
  /// Installs the hooks. Called at load time, and again (harmlessly) by the testing APIs.
  static func install() {
    guard !TestSupport.isInstalled else { return }
    TestSupport.install(
      TestSupport.Hooks(
        record: { issue in
          SwiftTestingRouting.record(issue) || XCTestRouting.record(issue)
        },
        currentCache: {
          SwiftTestingRouting.currentCache() ?? XCTestRouting.currentCache()
        }
      )
    )
  }
}
