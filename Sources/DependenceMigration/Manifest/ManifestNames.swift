/// The packages and products a manifest migration recognises.
///
/// A *replaced package* is swift-dependencies or swift-clocks: the packages the migration
/// replaces with this one.
enum ManifestNames {
  static let swiftDependencies = "swift-dependencies"
  static let swiftClocks = "swift-clocks"
  /// swift-dependencies' products and their names here.
  static let renamedProducts = ModuleNames.renamed
  /// The packages whose libraries link swift-issue-reporting, so that it stays in a test
  /// process after the move: assertion helpers that report through it (swift-custom-dump,
  /// swift-snapshot-testing), and Point-Free's libraries that use it (swift-case-paths and those
  /// built on it). A resolved graph says the same of any package (``SourceNeeds``).
  static let reportingThroughIssueReporting = [
    "swift-custom-dump", "swift-snapshot-testing", "swift-case-paths", "combine-schedulers",
    "swift-parsing", "swift-navigation", "swift-perception", "swift-sharing",
    "swift-structured-queries", "sqlite-data", "swift-macro-testing",
  ]
  /// The two identities of swift-issue-reporting's package.
  static let issueReporting = ["xctest-dynamic-overlay", "swift-issue-reporting"]
  static let issueReportingDeclaration =
    #".package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.0")"#
  static let concurrencyExtras = "swift-concurrency-extras"
  /// The version swift-dependencies 1.17.1 asks of swift-concurrency-extras.
  static let concurrencyExtrasDeclaration =
    #".package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.0.0")"#
  static let concurrencyExtrasProduct =
    #".product(name: "ConcurrencyExtras", package: "swift-concurrency-extras")"#
  /// The platforms whose minimum version this package raises to 26: Mac Catalyst too, which
  /// SwiftPM derives from this package's iOS 26 and checks against a client's own.
  static let applePlatforms = Set(applePlatformsInOrder + ["macCatalyst"])
  /// The same, in the order a `platforms:` argument the migration adds lists them.
  static let applePlatformsInOrder = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
  /// The calls that declare a target.
  static let targetKinds: Set<String> = [
    "target", "testTarget", "executableTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
  ]
}
