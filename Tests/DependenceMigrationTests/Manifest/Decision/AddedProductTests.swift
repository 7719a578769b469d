import Testing

@testable import DependenceMigration

/// A product the plan adds: how the manifest writes it, the change that says why, and where it
/// stands among a target's other products.
@Suite struct AddedProductTests {
  @Test func writesTheProductAndTheChangeThatSaysWhy() {
    let product = AddedProduct.issueReporting("IssueReporting", package: "swift-issue-reporting")
    #expect(
      product.expression
        == #".product(name: "IssueReporting", package: "swift-issue-reporting")"#)
    #expect(
      product.change(addingTo: "App")
        == "product IssueReporting (swift-issue-reporting) → added to App: its files import it, and swift-dependencies brought it"
    )
    #expect(
      AddedProduct.dependenceTesting(package: "dependence").change(addingTo: "AppTests")
        == "product DependenceTesting (dependence) → added to AppTests: its files import DependenceTesting"
    )
    #expect(
      AddedProduct.concurrencyExtras.change(addingTo: "App")
        == "product ConcurrencyExtras (swift-concurrency-extras) → added to App")
    #expect(AddedProduct.concurrencyExtras.expression == ManifestNames.concurrencyExtrasProduct)
    #expect(
      AddedProduct.issueReportingTestSupport(package: "xctest-dynamic-overlay")
        .change(addingTo: "AppTests")
        == "product IssueReportingTestSupport (xctest-dynamic-overlay) → added to AppTests")
  }

  @Test func aTargetThatNamesTheTestSupportOrClocksNeedsNoDependenceTesting() {
    #expect(
      AddedProduct.dependenceTesting(package: "dependence").namedAs
        == ["DependenceTesting", "DependenciesTestSupport", "Clocks"])
    #expect(AddedProduct.concurrencyExtras.namedAs == ["ConcurrencyExtras"])
  }

  @Test func aTargetsProductsStandInTheOrderOfTheirReasonsWhateverOrderTheyComeIn() {
    var plan = ManifestPlan()
    plan.add(.concurrencyExtras, to: "A")
    plan.add(.dependenceTesting(package: "dependence"), to: "A")
    plan.add(.issueReporting("B", package: "xctest-dynamic-overlay"), to: "A")
    plan.add(.issueReporting("A", package: "xctest-dynamic-overlay"), to: "A")
    #expect(
      plan.addedProducts["A"]?.map(\.name) == ["B", "A", "DependenceTesting", "ConcurrencyExtras"])
  }
}
