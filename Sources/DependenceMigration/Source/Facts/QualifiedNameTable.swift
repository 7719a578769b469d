/// Where the names that a module-qualified name of swift-dependencies, swift-clocks or
/// swift-concurrency-extras can reach are declared here, for `Dependencies.DependencyValues`,
/// `Clocks.TestClock` and their like.
///
/// A qualified name reaches what its module declares and what it re-exports: `Dependencies`
/// re-exported swift-clocks, swift-concurrency-extras and swift-issue-reporting, and
/// `DependenciesMacros` re-exported swift-issue-reporting.
enum QualifiedNameTable {
  /// Where `module.name` is here.
  enum Counterpart: Equatable {
    /// The same name, declared by this module, as a declaration of this kind (`struct`,
    /// `func`, …).
    case declared(in: String, kind: String)
    /// No name to rename to: what to write instead.
    case none(String)
  }

  /// The modules whose qualified names the migration rewrites.
  static let modules: Set<String> = ModuleNames.swiftDependencies.union([ModuleNames.clocks])

  /// What `module.name` becomes, for a module of ``modules``.
  static func counterpart(of name: String, in module: String) -> Counterpart {
    let reachable: Set<String> =
      switch module {
      case "Dependencies": ["Dependence", "Clocks", "ConcurrencyExtras", "IssueReporting"]
      case "DependenciesMacros": ["DependenceMacros", "IssueReporting"]
      case "DependenciesTestSupport": ["DependenciesTestSupport"]
      default: ["Clocks"]
      }
    if let (here, kind) = declared[name], reachable.contains(origin[name] ?? here) {
      return .declared(in: here, kind: kind)
    }
    if ConcurrencyExtrasUses.topLevelNames.contains(name), reachable.contains("ConcurrencyExtras") {
      return .declared(in: ModuleNames.concurrencyExtras, kind: "")
    }
    if let instead = instead[name] { return .none(instead) }
    if reachable.contains("IssueReporting"), issueReportingNames.contains(name) {
      return .none(
        "`IssueReporting.\(name)`, with `import IssueReporting` and its product (see \"Before the first build\")"
      )
    }
    return .none("see \"Every public symbol of swift-dependencies 1.17.1\" for what to write")
  }

  /// The names that this package declares, by name: the module and the kind of declaration.
  private static let declared: [String: (module: String, kind: String)] = [
    "AnyClock": ("Dependence", "struct"),
    "AssertionEffect": ("Dependence", "protocol"),
    "AssertionFailureEffect": ("Dependence", "protocol"),
    "DateGenerator": ("Dependence", "struct"),
    "Dependency": ("Dependence", "struct"),
    "DependencyContext": ("Dependence", "enum"),
    "DependencyKey": ("Dependence", "protocol"),
    "DependencyValues": ("Dependence", "struct"),
    "FireAndForget": ("Dependence", "struct"),
    "OpenURLEffect": ("Dependence", "struct"),
    "TestDependencyKey": ("Dependence", "protocol"),
    "UUIDGenerator": ("Dependence", "struct"),
    "UnimplementedClock": ("Dependence", "struct"),
    "WithRandomNumberGenerator": ("Dependence", "class"),
    "prepareDependencies": ("Dependence", "func"),
    "reportIssue": ("Dependence", "func"),
    "unimplemented": ("Dependence", "func"),
    "withDependencies": ("Dependence", "func"),
    "withErrorReporting": ("Dependence", "func"),
    "withEscapedDependencies": ("Dependence", "func"),
    "ImmediateClock": ("Dependence", "class"),
    "SuspensionError": ("DependenceTesting", "struct"),
    "TestClock": ("DependenceTesting", "class"),
    "withExpectedIssue": ("DependenceTesting", "func"),
    "DependencyClient": ("DependenceMacros", "macro"),
    "DependencyEntry": ("DependenceMacros", "macro"),
    "DependencyEndpointIgnored": ("DependenceMacros", "macro"),
  ]

  /// The module of the replaced packages that declared a name of ``declared`` when it is not the
  /// one renamed to the module here.
  private static let origin: [String: String] = [
    "AnyClock": "Clocks", "UnimplementedClock": "Clocks", "ImmediateClock": "Clocks",
    "SuspensionError": "Clocks", "TestClock": "Clocks", "reportIssue": "IssueReporting",
    "unimplemented": "IssueReporting", "withExpectedIssue": "IssueReporting",
    "withErrorReporting": "IssueReporting",
  ]

  /// What to write for the replaced packages' names that have no counterpart of the same name here.
  private static let instead: [String: String] = [
    "DependencyEndpoint":
      "delete the attribute: endpoints are plain closure properties of a `@DependencyClient`",
    "Unimplemented": "`DependencyError.unimplemented(_:)`, in Dependence",
    "_DependenciesTrait": "`DependenceTesting.DependenciesTrait`",
    "isTesting": "`DependencyContext.process == .test`",
  ]

  /// swift-issue-reporting's public names that have no counterpart here.
  private static let issueReportingNames: Set<String> = [
    "IssueReporter", "IssueReporters", "withIssueReporters", "TestContext", "UnimplementedFailure",
  ]
}
