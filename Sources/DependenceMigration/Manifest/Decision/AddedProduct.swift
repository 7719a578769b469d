/// A product the rewrite adds to a target's `dependencies:`, unless the target names it already.
struct AddedProduct: Equatable {
  /// Why a target needs the product, in the order a target's products are added.
  enum Reason: Int, Comparable {
    /// The test target links `DependenceTesting` once moved, and swift-issue-reporting stays in
    /// the graph.
    case testSupportReportsIssues
    /// The target's files import a module of swift-issue-reporting, which swift-dependencies
    /// brought into the graph.
    case importsIssueReporting
    /// The target's migrated files import `DependenceTesting`.
    case importsDependenceTesting
    /// The target is a test target: this package's issues fail its tests only with
    /// `DependenceTesting` linked, where swift-issue-reporting failed XCTest's on its own.
    case testsFailOnIssues
    /// The target's files import `ConcurrencyExtras` (or need to), which swift-dependencies
    /// re-exported.
    case importsConcurrencyExtras

    static func < (lhs: Reason, rhs: Reason) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The product's name.
  let name: String
  /// The identity of its package.
  let package: String
  /// Why the target needs it.
  let reason: Reason
  /// The products any of which the target names already makes this one unneeded.
  let namedAs: Set<String>

  /// `IssueReportingTestSupport` of `package`.
  static func issueReportingTestSupport(package: String) -> AddedProduct {
    AddedProduct(
      name: "IssueReportingTestSupport", package: package, reason: .testSupportReportsIssues,
      namedAs: ["IssueReportingTestSupport"])
  }

  /// The module `name` of swift-issue-reporting, declared as `package`.
  static func issueReporting(_ name: String, package: String) -> AddedProduct {
    AddedProduct(name: name, package: package, reason: .importsIssueReporting, namedAs: [name])
  }

  /// `DependenceTesting` of this package, declared as `package`; a target that names
  /// swift-dependencies' test support or swift-clocks' `Clocks` gets it from those.
  static func dependenceTesting(
    package: String, reason: Reason = .importsDependenceTesting
  ) -> AddedProduct {
    AddedProduct(
      name: "DependenceTesting", package: package, reason: reason,
      namedAs: ["DependenceTesting", "DependenciesTestSupport", ModuleNames.clocks])
  }

  /// `ConcurrencyExtras` of swift-concurrency-extras.
  static let concurrencyExtras = AddedProduct(
    name: ModuleNames.concurrencyExtras, package: ManifestNames.concurrencyExtras,
    reason: .importsConcurrencyExtras, namedAs: [ModuleNames.concurrencyExtras])

  /// The product as the manifest writes it: `.product(name: "…", package: "…")`.
  var expression: String {
    ".product(name: \(SwiftLiteral.quoted(name)), package: \(SwiftLiteral.quoted(package)))"
  }

  /// The description of the change that adds the product to `target`.
  func change(addingTo target: String) -> String {
    let added = "product \(name) (\(package)) → added to \(target)"
    switch reason {
    case .testSupportReportsIssues, .importsConcurrencyExtras:
      return added
    case .importsIssueReporting:
      return added + ": its files import it, and swift-dependencies brought it"
    case .importsDependenceTesting:
      return added + ": its files import DependenceTesting"
    case .testsFailOnIssues:
      return added
        + ": a test fails on this package's issues (an unimplemented endpoint, a live value in a test) only with it linked"
    }
  }
}
