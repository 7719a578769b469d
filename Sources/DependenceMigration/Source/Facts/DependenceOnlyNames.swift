/// The types this package declares publicly that swift-dependencies 1.17.1 and what it
/// re-exported did not: a file that used one of these names with swift-dependencies meant a
/// type of another module, which, beside `import Dependence`, becomes ambiguous.
///
/// `Tests/DependenceMigrationTests/Source/Facts/DependenceOnlyNamesTests.swift` checks the list
/// against the public types of this package's sources.
enum DependenceOnlyNames {
  /// The names, by `Dependence`, `DependenceMacros` and `DependenceTesting`.
  static let all: Set<String> = [
    "AsyncProvider", "CallLog", "CallerIsolatedClock", "ClockTimer", "DependenceTrait",
    "DependenciesTrait", "DependencyContinuation", "DependencyEntryValue", "DependencyError",
    "DependencyRead", "EndpointFactory", "EndpointRecording", "ExhaustiveDependencies",
    "ExhaustiveDependenciesTrait", "Lazy", "NamedDependencyKey", "NonsendingEndpointRecorders",
    "PreferredExecutor", "Provider", "Recorder", "RecordingClient", "SchedulingWarning",
    "ScopeTag", "ScopeToken", "SeededRandomNumberGenerator", "SuspensionError", "TestExecutor",
    "TestScheduling", "TestSchedulingTrait", "Unimplementable", "VirtualInstant",
  ]
}
