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
        let call = rename(product, isTest: isTest)
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
      result = result.appending(product)
      addedIssueReporting = true
      changes.append(
        Change(
          line: array.elements.last.map { file.line(of: $0) } ?? file.line(of: array),
          description:
            "product IssueReportingTestSupport (\(issueReportingPackage)) → added to \(target)"))
    }
    if options.concurrencyExtrasTargets.contains(target),
      !elements.contains(where: {
        ProductKey($0.expression)?.name == ModuleNames.concurrencyExtras
      }),
      let product = ExprSyntax.parsing(ManifestNames.concurrencyExtrasProduct)
    {
      result = result.appending(product)
      changes.append(
        Change(
          line: array.elements.last.map { file.line(of: $0) } ?? file.line(of: array),
          description:
            "product ConcurrencyExtras (\(ManifestNames.concurrencyExtras)) → added to \(target)"))
    }
    return result
  }

  /// `product`'s call naming its product here, or the call as it is when the product has no
  /// counterpart in this setting: `Clocks` outside a test target is left to the manual steps.
  func rename(_ product: PeerProduct, isTest: Bool) -> FunctionCallExprSyntax {
    let new: String
    if product.package == ManifestNames.swiftDependencies,
      let renamed = ManifestNames.renamedProducts[product.name]
    {
      new = renamed
    } else if product.package == ManifestNames.swiftClocks, isTest {
      new = "DependenceTesting"
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
