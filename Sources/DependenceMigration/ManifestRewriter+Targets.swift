import SwiftSyntax

extension ManifestRewriter {
  /// Renames the products of a target's `dependencies:` array literal, drops a product named
  /// twice, and adds `IssueReportingTestSupport` where the test helpers need it and
  /// `ConcurrencyExtras` where the target's files import it.
  func rewriteTargetDependencies(_ array: ArrayExprSyntax, isTest: Bool, target: String)
    -> ArrayExprSyntax
  {
    var elements = Array(array.elements)
    var seen: [ProductKey: Bool] = [:]
    var duplicates: Set<Int> = []
    var usedTestSupport = false
    for (index, element) in elements.enumerated() {
      var renamed = false
      if let product = element.expression.as(FunctionCallExprSyntax.self).flatMap(PeerProduct.init) {
        let call = rename(product, uses: [ManifestHelpers.Use(target: target, isTest: isTest)])
        renamed = call != product.call
        usedTestSupport = usedTestSupport || (renamed && product.name == "DependenciesTestSupport")
        elements[index] = element.with(\.expression, ExprSyntax(call))
      } else if helpers.products(namedBy: element).contains("DependenciesTestSupport") {
        usedTestSupport = true
      }
      guard let key = ProductKey(elements[index].expression) else { continue }
      if let earlierRenamed = seen[key], earlierRenamed || renamed {
        duplicates.insert(index)
        changes.removeAll { $0.line == file.line(of: element) }
        changes.append(
          Change(
            line: file.line(of: element),
            description: "product \(key.name) → removed: target \(target) already names it"))
      } else if seen[key] == nil {
        seen[key] = renamed
      }
    }
    var result = array.with(\.elements, ArrayElementListSyntax(elements)).removingElements(
      at: duplicates)
    let namesIssueReporting = elements.contains {
      ProductKey($0.expression)?.name == "IssueReportingTestSupport"
    }
    if isTest, usedTestSupport, let issueReportingPackage = options.issueReportingPackage,
      !namesIssueReporting,
      let product = ExprSyntax.parsing(
        ".product(name: \"IssueReportingTestSupport\", package: \(StringLiteral.quoted(issueReportingPackage)))"
      )
    {
      append(
        product, to: &result, of: array,
        "product IssueReportingTestSupport (\(issueReportingPackage)) → added to \(target)")
      addedIssueReporting = true
    }
    for product in (options.issueReportingProducts[target] ?? []).sorted()
    where !elements.contains(where: { ProductKey($0.expression)?.name == product }) {
      guard
        let expression = ExprSyntax.parsing(
          ".product(name: \(StringLiteral.quoted(product)), package: \(StringLiteral.quoted(options.issueReportingIdentity)))"
        )
      else { continue }
      append(
        expression, to: &result, of: array,
        "product \(product) (\(options.issueReportingIdentity)) → added to \(target): its files import it, and swift-dependencies brought it"
      )
    }
    if let product = addedTestingProduct(to: target, naming: result) {
      append(
        product, to: &result, of: array,
        "product DependenceTesting (\(dependence.identity)) → added to \(target): its files import DependenceTesting"
      )
    }
    if options.concurrencyExtrasTargets.contains(target),
      !elements.contains(where: {
        ProductKey($0.expression)?.name == ModuleNames.concurrencyExtras
      }),
      let product = ExprSyntax.parsing(ManifestNames.concurrencyExtrasProduct)
    {
      append(
        product, to: &result, of: array,
        "product ConcurrencyExtras (\(ManifestNames.concurrencyExtras)) → added to \(target)")
    }
    return result
  }

  /// Appends `product` to `result`, the rewrite of `array`, noting `description` at the line of
  /// the array's last element.
  private func append(
    _ product: ExprSyntax, to result: inout ArrayExprSyntax, of array: ArrayExprSyntax,
    _ description: String
  ) {
    result = result.appending(product)
    changes.append(
      Change(
        line: array.elements.last.map { file.line(of: $0) } ?? file.line(of: array),
        description: description))
  }

  /// `.product(name: "DependenceTesting", …)` for a target whose files import that module
  /// and whose `dependencies` do not name it, directly or through a helper that names
  /// `DependenciesTestSupport` or `Clocks`.
  private func addedTestingProduct(to target: String, naming array: ArrayExprSyntax) -> ExprSyntax? {
    guard options.testingTargets.contains(target) else { return nil }
    let named = array.elements.contains { element in
      ProductKey(element.expression)?.name == "DependenceTesting"
        || !helpers.products(namedBy: element).isDisjoint(with: [
          "DependenciesTestSupport", ModuleNames.clocks, "DependenceTesting",
        ])
    }
    guard !named else { return nil }
    return ExprSyntax.parsing(
      ".product(name: \"DependenceTesting\", package: \(StringLiteral.quoted(dependence.identity)))")
  }

  /// `product`'s call naming its product here, given the targets that use it.
  ///
  /// swift-clocks' `Clocks` becomes `DependenceTesting` for a test target or a target one of
  /// whose files names `TestClock` or `ImmediateClock`, and `Dependence` (where
  /// `UnimplementedClock` and `AnyClock` are) for any other; when no target is known, by whether
  /// any file outside the tests names those clocks.
  func rename(_ product: PeerProduct, uses: Set<ManifestHelpers.Use>) -> FunctionCallExprSyntax {
    let new: String
    if product.package == ManifestNames.swiftDependencies,
      let renamed = ManifestNames.renamedProducts[product.name]
    {
      new = renamed
    } else if product.package == ManifestNames.swiftClocks {
      let needsTesting =
        uses.isEmpty
        ? options.testClocksOutsideTests
        : uses.contains { $0.isTest || $0.target.map(options.testClockTargets.contains) == true }
      new = needsTesting ? "DependenceTesting" : "Dependence"
    } else {
      return product.call
    }
    changes.append(
      Change(
        line: file.line(of: product.call),
        description:
          "product \(product.name) (\(product.package)) → \(new) (\(dependence.identity))"))
    return product.renamed(to: new, package: dependence.identity)
  }
}
