/// The modules the migration renames, and the ones it produces.
enum ModuleNames {
  /// swift-dependencies' modules and their names here.
  static let renamed: [String: String] = [
    "Dependencies": "Dependence",
    "DependenciesMacros": "DependenceMacros",
    "DependenciesTestSupport": "DependenceTesting",
  ]
  /// swift-dependencies' modules.
  static let swiftDependencies: Set<String> = Set(renamed.keys)
  /// swift-concurrency-extras' module, which swift-dependencies re-exported.
  static let concurrencyExtras = "ConcurrencyExtras"
  /// swift-issue-reporting's module, which swift-dependencies re-exported.
  static let issueReporting = "IssueReporting"
  /// The modules of swift-issue-reporting that a source file may import, which
  /// swift-dependencies brought into the graph; each is a product of that package of the same
  /// name.
  static let issueReportingModules: Set<String> = [issueReporting, "XCTestDynamicOverlay"]
  /// swift-clocks' module.
  static let clocks = "Clocks"
  /// This package's modules.
  static let dependence: Set<String> = ["Dependence", "DependenceMacros", "DependenceTesting"]
  /// The modules of swift-dependencies, swift-clocks and this package.
  static let related: Set<String> = dependence.union(swiftDependencies).union([clocks])
  /// The modules that re-export `Dependence`.
  static let reexportingDependence: Set<String> = ["DependenceMacros", "DependenceTesting"]
  /// The clocks whose generic spelling swift-clocks has and this package does not.
  static let genericClocks: Set<String> = ["TestClock", "ImmediateClock", "UnimplementedClock"]
}
