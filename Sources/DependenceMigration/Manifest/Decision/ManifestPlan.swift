/// What the rewrite of a manifest does, decided before it starts (``ManifestDecision``): every
/// field names one thing the rewrite does. Beyond them, the rewrite (``ManifestRewriter``) only
/// renames the products of the replaced packages it reads, and drops a product that a target
/// names twice once renamed.
struct ManifestPlan: Equatable {
  /// What the rewrite moves, and so which steps are looked for in the migrated manifest.
  enum Scope: Equatable {
    /// The manifest names a replaced package: the rewrite moves it to this package, and every
    /// step is looked for.
    case replacedPackages
    /// The manifest names this package and no replaced package: the rewrite gives only the
    /// product `ConcurrencyExtras` to the targets whose files need it (with its package line),
    /// and raises the Apple platforms where the sources move; only the targets it could not give
    /// the product, and the platforms it could not raise, are listed as steps.
    case concurrencyExtrasOnly
    /// The manifest names neither a replaced package nor this one, and a dependency that moved
    /// brings this package into the graph: the rewrite raises the Apple platforms, which SwiftPM
    /// checks against every product the package links, and, where the sources write this
    /// package's names through that dependency, gives the test targets `DependenceTesting`
    /// (``testTargetsGetDependenceTesting``); only the platforms it could not raise are listed
    /// as steps.
    case platformsOnly
  }

  /// What becomes of swift-dependencies' package line.
  enum PackageLine: Equatable {
    /// Replaced by this package's line; removed instead from a list that declares this package
    /// already.
    case replace
    /// Kept where it is: a product the rewrite cannot move still names swift-dependencies. This
    /// package's line is added beside it where a moved product needs it (see
    /// ``ManifestPlan/addedPackages``).
    case keep
  }

  /// Where swift-clocks' product `Clocks` becomes `DependenceTesting`, which holds `TestClock`,
  /// rather than `Dependence`, which holds `ImmediateClock`, `UnimplementedClock` and
  /// `AnyClock`.
  struct Clocks: Equatable {
    /// The targets one of whose files names `TestClock`; every test target
    /// gets `DependenceTesting` too.
    var testingTargets: Set<String> = []
    /// Whether `Clocks` becomes `DependenceTesting` where no target is known to use it (a helper
    /// that no target's dependencies reach): a file outside the tests names `TestClock`.
    var testingWhereNoTargetIsKnown = false
  }

  /// What becomes of the Apple platforms below version 26 in `platforms:`.
  enum Platforms: Equatable {
    /// Left as they are.
    case leave
    /// Raised to 26, written `.macOS(.v26)` or, below tools version 6.2, `.macOS("26.0")`.
    case raise(Spelling)

    /// How a raised platform version is written.
    enum Spelling: Equatable {
      /// `.v26`, from tools version 6.2.
      case members
      /// `"26.0"`, below tools version 6.2, where `.v26` does not exist; the tools version stays,
      /// as raising it would move every target to the Swift 6 language mode.
      case strings
    }
  }

  /// What the rewrite moves.
  var scope: Scope
  /// What becomes of swift-dependencies' package line.
  var swiftDependenciesLine = PackageLine.replace
  /// Whether swift-clocks' package line goes, with the statements and helpers that only declare
  /// it: no product of swift-clocks is left.
  var removesSwiftClocks = false
  /// Where swift-clocks' `Clocks` becomes `DependenceTesting` rather than `Dependence`.
  var clocks = Clocks()
  /// What becomes of the Apple platforms.
  var platforms: Platforms
  /// The Apple platforms of the `platforms:` argument the rewrite adds, each at version 26, to a
  /// `Package` call that has none, when it raises them: visionOS only from tools version 5.9,
  /// the first whose PackageDescription knows it.
  var addedPlatforms = ManifestNames.applePlatformsInOrder
  /// The package lines added at the end of the `Package` call's `dependencies:`, in this order.
  var addedPackages: [String] = []
  /// The products each target gets, by its name, in the order they are added (see
  /// ``add(_:to:)``), each unless the target names it already.
  private(set) var addedProducts: [String: [AddedProduct]] = [:]
  /// The package whose `IssueReportingTestSupport` each test target that links
  /// `DependenceTesting` once moved gets, unless it names it already: swift-issue-reporting
  /// stays in the graph (see ``ManifestDecision/issueReportingTestSupportPackage(_:importsIssueReporting:)``).
  /// `nil` when no target gets it.
  var issueReportingTestSupport: String?
  /// Whether every test target gets `DependenceTesting`: this package's issues fail a test only
  /// where it is linked, while swift-issue-reporting failed XCTest's tests on its own.
  var testTargetsGetDependenceTesting: Bool

  /// A plan of `scope` that does nothing yet but what the defaults say: replace
  /// swift-dependencies' line, keep swift-clocks', make `Clocks` `Dependence` outside the test
  /// targets, add nothing, and do to the platforms what `platforms` says.
  init(scope: Scope = .replacedPackages, platforms: Platforms = .raise(.members)) {
    self.scope = scope
    self.platforms = platforms
    testTargetsGetDependenceTesting = scope == .replacedPackages
  }

  /// Gives `product` to the target named `target`, after the products it gets for a reason
  /// that comes first (``AddedProduct/Reason``).
  mutating func add(_ product: AddedProduct, to target: String) {
    var products = addedProducts[target, default: []]
    guard !products.contains(where: { $0.name == product.name }) else { return }
    let index = products.firstIndex { $0.reason > product.reason } ?? products.endIndex
    products.insert(product, at: index)
    addedProducts[target] = products
  }
}
