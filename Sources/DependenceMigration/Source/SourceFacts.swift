import SwiftSyntax

/// What the migrations of one Swift file need to know about it and its package, computed once
/// from the file as it was written, before any migration runs, and handed to every migration.
struct SourceFacts {
  /// Whether the file belongs to a test target.
  let isTest: Bool
  /// Whether the file declares test cases for tests: it belongs to a test target, or it is a
  /// library's that imports XCTest and swift-dependencies (a test-support library's base class),
  /// which imports `DependenceTesting` after the move, and its target links it.
  let hostsTestCases: Bool

  /// Whether a file outside test targets that imports `imported` may declare test cases.
  static func hostsTestCasesOutsideTests(_ imported: Set<String>) -> Bool {
    imported.contains("XCTest")
      && !imported.isDisjoint(with: ["Dependencies", "DependenciesTestSupport"])
  }
  /// The modules the file imports, anywhere in it.
  let imported: Set<String>
  /// The modules the file sees: those it imports, and those its package's `@_exported` imports
  /// carry to it.
  let visible: Set<String>
  /// The names the file declares: a file that declares `Dependencies` means its own by
  /// `Dependencies.x`.
  let declared: Set<String>
  /// Whether the file names `TestClock` (see ``TestingClockUses``).
  let namesTestingClocks: Bool
  /// Whether the file needs `DependenceTesting` for its clocks, counting in a test file the
  /// implicit `.immediate` and `.test` too.
  let needsTestingClocks: Bool
  /// The module that `import Clocks` becomes: `DependenceTesting` in a test target or where the
  /// file names a clock only that module has, `Dependence` otherwise.
  let clocksModule: String
  /// The module that `import Dependencies` becomes: `DependenceTesting` where the file reached
  /// `TestClock` or `withExpectedIssue` through that module's re-exports alone, or where its
  /// `invokeTest` override becomes a `DependenceTestCase`'s, and `Dependence` otherwise.
  let dependenciesModule: String
  /// Whether the file imports a module of swift-dependencies, or sees one through its package's
  /// `@_exported` imports (a module's `@_exported import Dependencies` in a file of its own):
  /// its names are swift-dependencies' either way, and move the same.
  let importsSwiftDependencies: Bool
  /// Whether the file imports a module of swift-dependencies itself, where an import beside it
  /// goes.
  let importsSwiftDependenciesItself: Bool
  /// Whether the file imports a module of swift-dependencies or swift-clocks.
  let importsReplacedPackages: Bool
  /// Whether the file imports a module of swift-dependencies, swift-clocks or this package.
  let importsRelatedModules: Bool
  /// Whether swift-concurrency-extras' names reached the file only through swift-dependencies.
  let reachesConcurrencyExtrasThroughDependencies: Bool
  /// Whether the file imports `Dependencies` `@_exported` and not `ConcurrencyExtras`: the other
  /// files of its module, and the modules that import it, reached swift-concurrency-extras'
  /// names through it.
  let reexportsConcurrencyExtras: Bool
  /// Whether the migration adds `import DependenceTesting` for `withExpectedIssue`
  /// (``TestingFunctionUses``): the file calls it and reached it through its package's
  /// re-export of swift-dependencies alone, with no import of its own that becomes that module.
  let addsExpectedIssueImport: Bool
  /// Whether the file will import `DependenceTesting`, where `withDeterministicScheduling` is, or
  /// see it through its package's re-exports.
  let importsTesting: Bool
  /// Whether the file, a test, overrides `invokeTest` with `withDependencies` or
  /// `withMainSerialExecutor` the way ``InvokeTestMigration`` rewrites.
  let overridesInvokeTest: Bool
  /// Whether the file, a test that imports swift-dependencies and not swift-concurrency-extras,
  /// has a class that turns the main serial executor on in its `setUp` the way
  /// ``SerialSetUp`` reads, which ``MainSerialExecutorMigration`` rewrites.
  let rewritesSerialSetUp: Bool
  /// The tests the file ran on the main serial executor that start several tasks off the main
  /// actor, by path (``SerialTaskOrder``): the move's deterministic scheduling no longer runs
  /// those tasks in turn.
  let serialTestsStartingTasks: Set<String>
  /// The classes of the package whose `invokeTest` override ``InvokeTestMigration`` rewrites
  /// (with this file's own), so that a subclass's override is rewritten too.
  let rewrittenTestCases: Set<String>
  /// Whether a bare `isTesting` may be the one swift-dependencies re-exported: the file imports
  /// swift-dependencies and no module of swift-issue-reporting (a declaration of the file's own
  /// that a use sees is told apart where it stands).
  let rewritesIsTesting: Bool
  /// Whether the file will see `DependenceTesting`'s `@Dependency(_:as:)`, so that a helper of
  /// the same shape can go.
  let removesCastHelpers: Bool
  /// Whether the file is a test that names `TestClock`, whose tests may advance it, or one that
  /// advances a clock its target makes in another file (``advancedTargetClocks``).
  let advancesTestClocks: Bool
  /// The names of the target's `TestClock`s that the file, a test that names none itself,
  /// advances (`fixture.clock.advance(by:)`); `nil` when it advances none, or names its own.
  let advancedTargetClocks: Set<String>?
  /// Whether the migration adds `import DependenceTesting`: the file advances its target's
  /// clocks (``advancedTargetClocks``), or is a test that names `TestClock` and saw it through
  /// its package's re-export of swift-dependencies (``namesReexportedTestingClocks``), and
  /// imports no module that becomes that one.
  let addsTestingImport: Bool
  /// Whether the file is a test that names a testing clock and sees swift-dependencies and
  /// swift-clocks only through its package's `@_exported` imports, which carry `Dependence`
  /// after the move and not the testing clocks.
  let namesReexportedTestingClocks: Bool
  /// Whether the file could use swift-dependencies' `@DependencyClient`: it imports `Dependencies`
  /// or `DependenciesMacros`, or sees one through its package's `@_exported` imports.
  let usesDependencyClientMacro: Bool
  /// The modules of swift-issue-reporting the file imports, or will once moved
  /// (``addsIssueReportingImport``), whose products its target needs.
  let issueReportingModules: Set<String>
  /// swift-issue-reporting's own names (``IssueReportingMigration/names``: `IssueReporter`,
  /// `TestContext`, …) that the file writes bare through swift-dependencies alone, declaring
  /// none of them itself.
  let issueReportingNamesUsed: Set<String>
  /// Whether the file names some of ``issueReportingNamesUsed``, and so gets
  /// `import IssueReporting` in the move, as if it had imported it itself.
  var addsIssueReportingImport: Bool { !issueReportingNamesUsed.isEmpty }
  /// What becomes of the file's module-qualified names.
  let qualifiedNames: QualifiedNameResolver
  /// Whether a manifest of the package gives a target main-actor default isolation, so that a
  /// key that says nothing of its isolation is main-actor isolated (``NonisolatedKeysMigration``).
  let mainActorByDefault: Bool
  /// The `@DependencyClient` types the file declares, by name.
  let declaredClients: Set<String>
  /// The `@DependencyClient` types of the package and of the file, by name.
  let dependencyClients: Set<String>
  /// The module of the file, its folder under `Sources/` or `Tests/`; `nil` where not known.
  let module: String?
  /// The modules of the package that declare each name of ``DependenceOnlyNames``.
  let nameOwners: [String: Set<String>]
  /// The names of ``DependenceOnlyNames`` the file uses bare, as a type or in an expression.
  let dependenceOnlyNamesUsed: Set<String>
  /// The types the package's files name as members of `DependencyValues`
  /// (``DependencyValuesMemberTypes``): a public entry's key that another file extends keeps
  /// its declaration (``ExtendedEntryKey``).
  let entryKeys: Set<String>
  /// The methods the package's other files declare, as `Client.fetch(count:)`
  /// (``DeclaredMethods``): a client's method written there already is not written again.
  let packageMethods: Set<String>

  /// The modules whose import means the file reached swift-clocks' test clocks already.
  private static let testingModules: Set<String> = [
    "DependenciesTestSupport", ModuleNames.clocks, "DependenceTesting",
  ]

  /// - Parameters:
  ///   - tree: The file as it was written; it may have syntax errors.
  ///   - isTest: Whether the file belongs to a test target.
  ///   - packageClients: The `@DependencyClient` types the rest of the package declares.
  ///   - declaredClients: The ones the file declares, when they are known already.
  ///   - testCases: The classes of the package's other files whose `invokeTest` override the
  ///     migration rewrites.
  ///   - targetTestClocks: The names the other files of the file's target, and the package's
  ///     libraries, give their `TestClock`s (``TestClockBindings``); `nil` where none of them
  ///     names `TestClock`.
  ///   - mainActorByDefault: Whether a manifest of the package sets main-actor default
  ///     isolation.
  ///   - reexported: The modules the file sees through its package's `@_exported` imports: those
  ///     of its own module's files, and of the package's modules it imports.
  ///   - packageMethods: The methods the package's files declare, as `Client.fetch(count:)`.
  ///   - module: The file's module.
  ///   - nameOwners: The modules of the package that declare each name of
  ///     ``DependenceOnlyNames``.
  ///   - entryKeys: The types the package's files name as members of `DependencyValues`.
  init(
    _ tree: SourceFileSyntax, isTest: Bool, packageClients: Set<String>,
    declaredClients: Set<String>? = nil, testCases: Set<String> = [],
    targetTestClocks: Set<String>? = nil, mainActorByDefault: Bool = false,
    reexported: Set<String> = [], packageMethods: Set<String> = [], module: String? = nil,
    nameOwners: [String: Set<String>] = [:], entryKeys: Set<String> = []
  ) {
    let imports = ImportedModules(tree)
    let imported = imports.modules
    // What the file sees, its package's re-exports included: the testing module and the client
    // macro reach a file through them as through its own imports.
    let seen = imported.union(reexported)
    let declared = DeclaredNames(tree).names
    let importsSwiftDependencies = !seen.isDisjoint(with: ModuleNames.swiftDependencies)
    // Only a file that imports swift-dependencies will import Dependence, where names clash, or
    // reached swift-issue-reporting's through it.
    let bareNames =
      importsSwiftDependencies ? Set(BareNameUses(tree).found.map(\.name)) : Set<String>()
    let clocks = TestingClockUses(tree)
    self.isTest = isTest
    self.mainActorByDefault = mainActorByDefault
    self.imported = imported
    visible = seen
    self.declared = declared
    namesTestingClocks = clocks.namesTestingClocks
    needsTestingClocks = clocks.needsTesting(isTest: isTest)
    clocksModule = isTest || namesTestingClocks ? "DependenceTesting" : "Dependence"
    let hostsTestCases = isTest || Self.hostsTestCasesOutsideTests(imported)
    self.hostsTestCases = hostsTestCases
    rewrittenTestCases =
      hostsTestCases
      ? testCases.union(InvokeTestOverrides.rewrittenTestCases(in: [tree])) : testCases
    overridesInvokeTest =
      hostsTestCases && !imported.isDisjoint(with: ModuleNames.related)
      && Self.rewritesInvokeTest(in: tree, rewrittenBases: rewrittenTestCases)
    let advancedTargetClocks =
      isTest && !clocks.namesTestingClocks
        && targetTestClocks.map { TestClockBindings.advance(oneOf: $0, in: tree) } == true
      ? targetTestClocks : nil
    self.advancedTargetClocks = advancedTargetClocks
    let issueReportingNamesUsed =
      imported.isDisjoint(with: ModuleNames.issueReportingModules)
      ? IssueReportingMigration.names.subtracting(declared).intersection(bareNames)
        .union(IssueReportingOnlyUses.found(in: tree, bareNames: bareNames, declared: declared))
      : []
    self.issueReportingNamesUsed = issueReportingNamesUsed
    let callsTestingFunctions =
      imported.isDisjoint(with: ModuleNames.issueReportingModules)
      && issueReportingNamesUsed.isEmpty
      && TestingFunctionUses.found(in: tree)
    let rewritesSerialSetUp =
      hostsTestCases && !imported.isDisjoint(with: ModuleNames.swiftDependencies)
      && !imported.contains(ModuleNames.concurrencyExtras)
      && declared.isDisjoint(with: InvokeTestMigration.testCaseNames)
      && !SerialSetUp.all(in: tree).isEmpty
    self.rewritesSerialSetUp = rewritesSerialSetUp
    let rewrittenTestCases = self.rewrittenTestCases
    serialTestsStartingTasks =
      isTest && importsSwiftDependencies
        && tree.tokens(viewMode: .sourceAccurate).contains {
          MainSerialExecutorMigration.names.contains($0.text) || $0.text == "invokeTest"
        }
      ? SerialTaskOrder(tree, mainActorByDefault: mainActorByDefault) {
        MainSerialExecutorMigration.isSerial(
          $0, rewritesSerialSetUp: rewritesSerialSetUp, rewrittenBases: rewrittenTestCases)
      }.tests : []
    let dependenciesBecomesTesting =
      imported.contains("Dependencies") && imported.isDisjoint(with: Self.testingModules)
      && (needsTestingClocks || overridesInvokeTest || advancedTargetClocks != nil
        || callsTestingFunctions || rewritesSerialSetUp)
    dependenciesModule = dependenciesBecomesTesting ? "DependenceTesting" : "Dependence"
    self.importsSwiftDependencies = importsSwiftDependencies
    importsSwiftDependenciesItself = !imported.isDisjoint(with: ModuleNames.swiftDependencies)
    importsReplacedPackages = !imported.isDisjoint(
      with: ModuleNames.swiftDependencies.union([ModuleNames.clocks]))
    importsRelatedModules = !imported.isDisjoint(with: ModuleNames.related)
    reachesConcurrencyExtrasThroughDependencies =
      importsRelatedModules && !imported.contains(ModuleNames.concurrencyExtras)
    reexportsConcurrencyExtras =
      imports.exported.contains("Dependencies") && !imported.contains(ModuleNames.concurrencyExtras)
    let namesReexportedTestingClocks =
      isTest && needsTestingClocks && importsSwiftDependencies
      && imported.isDisjoint(with: ModuleNames.related)
    self.namesReexportedTestingClocks = namesReexportedTestingClocks
    addsTestingImport =
      (advancedTargetClocks != nil || namesReexportedTestingClocks)
      && seen.isDisjoint(with: Self.testingModules) && !dependenciesBecomesTesting
    addsExpectedIssueImport =
      callsTestingFunctions && importsSwiftDependencies && !dependenciesBecomesTesting
      && seen.isDisjoint(with: Self.testingModules)
    importsTesting =
      hostsTestCases
      && (!seen.isDisjoint(with: Self.testingModules) || dependenciesBecomesTesting
        || addsTestingImport || addsExpectedIssueImport)
    rewritesIsTesting =
      importsSwiftDependencies && imported.isDisjoint(with: ModuleNames.issueReportingModules)
    removesCastHelpers =
      importsTesting
      || !seen.isDisjoint(with: ["DependenciesTestSupport", "DependenceTesting"])
      || (imported.contains(ModuleNames.clocks) && clocksModule == "DependenceTesting")
    // A test that advances swift-clocks' clock relied on its yields: deterministic scheduling
    // stands in for them.
    advancesTestClocks = importsTesting && (namesTestingClocks || advancedTargetClocks != nil)
    usesDependencyClientMacro = !seen.isDisjoint(with: ["Dependencies", "DependenciesMacros"])
    issueReportingModules = imported.intersection(ModuleNames.issueReportingModules)
      .union(issueReportingNamesUsed.isEmpty ? [] : [ModuleNames.issueReporting])
    qualifiedNames = QualifiedNameResolver(
      imported: imported, clocksModule: clocksModule, dependenciesModule: dependenciesModule,
      declared: declared)
    let ownClients = declaredClients ?? DependencyClients(tree).names
    self.declaredClients = ownClients
    dependencyClients = packageClients.union(ownClients)
    self.packageMethods = packageMethods
    self.entryKeys = entryKeys
    self.module = module
    self.nameOwners = nameOwners
    dependenceOnlyNamesUsed = bareNames.intersection(DependenceOnlyNames.all)
  }
}

extension SourceFacts {
  /// Whether `tree` has an `invokeTest` override that ``InvokeTestMigration`` rewrites.
  fileprivate static func rewritesInvokeTest(
    in tree: SourceFileSyntax, rewrittenBases: Set<String>
  ) -> Bool {
    let overrides = InvokeTestOverrides(tree, rewrittenBases: rewrittenBases)
    return !overrides.serial.isEmpty
      || overrides.found.contains { if case .success = $0.shape { true } else { false } }
  }
}
