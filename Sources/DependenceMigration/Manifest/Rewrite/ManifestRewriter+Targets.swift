import SwiftSyntax

extension ManifestRewriter {
  /// Renames the products of a target's `dependencies:` array literal, drops a product named
  /// twice, and adds the products the target now needs (see `addedProducts`), but those in
  /// `alsoNamed`, which the target has otherwise (from the body of the function a call of which
  /// the array is an argument).
  func rewriteTargetDependencies(
    _ array: ArrayExprSyntax, isTest: Bool, target: String, alsoNamed: Set<String> = []
  ) -> ArrayExprSyntax {
    var elements = Array(array.elements)
    var seen: [ProductKey: Bool] = [:]
    var duplicates: Set<Int> = []
    var usedTestSupport = false
    var helperKeys: [Int: ProductKey] = [:]
    for (index, element) in elements.enumerated() {
      var renamed = false
      // What the element named as written, where the move renamed it.
      var writtenName: String?
      let candidate = element.expression.as(FunctionCallExprSyntax.self)
      if let product = candidate.flatMap(ReplacedProduct.init) {
        let call = rename(product, uses: [HelperDeclarations.Use(target: target, isTest: isTest)])
        renamed = call != product.call
        writtenName = "product \(product.name) (\(product.package))"
        usedTestSupport = usedTestSupport || (renamed && product.name == "DependenciesTestSupport")
        elements[index] = element.with(\.expression, ExprSyntax(call))
      } else {
        if helpers.products(namedBy: element).contains("DependenciesTestSupport") {
          usedTestSupport = true
        }
        // A product inside another expression, such as a helper's call that wraps it
        // (`linux(.product(…))`), is renamed where it sits.
        let visited = rewrite(element.expression).cast(ExprSyntax.self)
        if visited != element.expression {
          usedTestSupport =
            usedTestSupport || ProductKey.names(in: element).contains("DependenciesTestSupport")
          elements[index] = element.with(\.expression, visited)
        }
      }
      // A helper that names one replaced product (`.clocks`) names what it becomes.
      if !renamed, let sole = helpers.soleReplacedProduct(of: element.expression),
        let new = renamedName(of: sole.name, package: sole.package, uses: sole.uses)
      {
        renamed = true
        writtenName = "`\(element.expression.trimmedDescription)`"
        helperKeys[index] = ProductKey(product: new, package: dependence.identity)
      } else if let product = helperCallProduct(elements[index].expression) {
        helperKeys[index] = ProductKey(product: product, package: dependence.identity)
      }
      guard let key = helperKeys[index] ?? ProductKey(elements[index].expression) else {
        continue
      }
      if let earlierRenamed = seen[key], earlierRenamed || renamed {
        duplicates.insert(index)
        changes.removeAll { $0.line == file.line(of: element) }
        let description =
          renamed
          ? "\(writtenName ?? "product \(key.name)") → removed: target \(target) already names \(key.name)"
          : "product \(key.name) → removed: target \(target) already names it"
        changes.append(Change(line: file.line(of: element), description: description))
      } else if seen[key] == nil {
        seen[key] = renamed
      }
    }
    var result = array.with(\.elements, ArrayElementListSyntax(elements)).removingElements(
      at: duplicates)
    let named = Set(result.elements.compactMap { ProductKey($0.expression)?.name })
      .union(result.elements.flatMap { ProductKey.names(in: $0) })
      .union(array.elements.flatMap { helpers.anyProducts(namedBy: $0) })
      .union(renamedHelperCallProducts(in: result)).union(alsoNamed)
    for (product, description) in addedProducts(
      to: target, isTest: isTest, usedTestSupport: usedTestSupport, naming: named)
    {
      result = result.appending(product)
      changes.append(
        Change(
          line: array.elements.last.map { file.line(of: $0) } ?? file.line(of: array),
          description: description))
    }
    return result
  }

  /// A target's `dependencies:` written as an expression, such as `shared + ["Lib"]` or
  /// `testDependencies`, with the products it lacks added as `… + [product]`.
  ///
  /// - Parameters:
  ///   - original: The expression as the manifest wrote it, which names the line of the change.
  ///   - visited: The expression with its products renamed.
  func rewriteTargetDependencies(
    expression original: ExprSyntax, visited: ExprSyntax, isTest: Bool, target: String
  ) -> ExprSyntax {
    let replacedPackageProducts = helpers.products(namedBy: original)
    let named = Set(ProductKey.names(in: visited)).union(helpers.anyProducts(namedBy: original))
      .union(renamedHelperCallProducts(in: visited))
    let added = addedProducts(
      to: target, isTest: isTest,
      usedTestSupport: replacedPackageProducts.contains("DependenciesTestSupport"), naming: named)
    guard !added.isEmpty else { return visited }
    let list = added.map(\.product.trimmedDescription).joined(separator: ", ")
    let base =
      original.isSummand ? visited.trimmedDescription : "(\(visited.trimmedDescription))"
    guard let sum = ExprSyntax.parsing("\(base) + [\(list)]") else { return visited }
    for (_, description) in added {
      changes.append(Change(line: file.line(of: original), description: description))
    }
    return sum.with(\.leadingTrivia, visited.leadingTrivia)
      .with(\.trailingTrivia, visited.trailingTrivia)
  }

  /// The products of this package that helper functions' calls in `node` name
  /// (``helperCallProduct(_:)``), which `ProductKey` does not read.
  private func renamedHelperCallProducts(in node: some SyntaxProtocol) -> Set<String> {
    var found: Set<String> = []
    func collect(_ node: Syntax) {
      if let call = node.as(ExprSyntax.self), let product = helperCallProduct(call) {
        found.insert(product)
      }
      for child in node.children(viewMode: .sourceAccurate) { collect(child) }
    }
    collect(Syntax(node))
    return found
  }

  /// The product of this package a helper function's call names: `DependenceTesting` in
  /// `pf("DependenceTesting", "dependence")`, a call the rewrite renamed where it sits, or in
  /// `pointfree("DependenceTesting")`, whose package is the function's default. The call writes
  /// one of this package's products as a literal, and no literal but this package's identity
  /// beside it.
  private func helperCallProduct(_ expression: ExprSyntax) -> String? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.implicitMemberName != "product"
    else {
      return nil
    }
    let literals = call.arguments.compactMap { $0.expression.literalText }
    let products = literals.filter(ModuleNames.dependence.contains)
    guard products.count == 1,
      literals.allSatisfy({ products.contains($0) || $0.lowercased() == dependence.identity })
    else {
      return nil
    }
    return products.first
  }

  /// The products of the libraries that test a macro's expansion.
  private static let macroTestingProducts: Set<String> = [
    "SwiftSyntaxMacrosTestSupport", "SwiftSyntaxMacrosGenericTestSupport", "MacroTesting",
  ]

  /// Whether a test target that names `named` tests macros' expansions alone: it names a
  /// library for that, and no product of swift-dependencies or of this package. Such a target
  /// reaches no dependency, so `DependenceTesting` would say nothing there.
  private static func testsMacrosAlone(naming named: Set<String>) -> Bool {
    !named.isDisjoint(with: macroTestingProducts)
      && named.isDisjoint(with: ModuleNames.related.union(["DependenciesTestSupport"]))
  }

  /// The products a target's dependencies gain, each with the change's description: those the
  /// plan gives the target, after `DependenceTesting` for a test target of a package that moves
  /// (this package's issues fail a test only where it is linked, while swift-issue-reporting
  /// failed XCTest's on its own), after `IssueReportingTestSupport` for a target that links
  /// `DependenceTesting` once moved (it named `DependenciesTestSupport`, names `DependenceTesting`
  /// or gets it) where the plan names its package; each unless the target names it. A library
  /// that links `DependenceTesting` is a test-support library, which test targets reach the
  /// helpers through, so it gets the product as a test target does.
  ///
  /// - Parameters:
  ///   - usedTestSupport: Whether the target named `DependenciesTestSupport`.
  ///   - named: The products the target names, directly or through helpers (as the replaced
  ///     package's).
  private func addedProducts(
    to target: String, isTest: Bool, usedTestSupport: Bool, naming named: Set<String>
  ) -> [(product: ExprSyntax, description: String)] {
    var products = plan.addedProducts[target] ?? []
    var linksDependenceTesting =
      usedTestSupport || named.contains("DependenceTesting")
      || products.contains { $0.name == "DependenceTesting" }
    if isTest, plan.testTargetsGetDependenceTesting, !linksDependenceTesting,
      !Self.testsMacrosAlone(naming: named), !targetsReachingNoDependency.contains(target)
    {
      products.insert(
        .dependenceTesting(package: dependence.identity, reason: .testsFailOnIssues), at: 0)
      linksDependenceTesting = true
    }
    if linksDependenceTesting, let package = plan.issueReportingTestSupport {
      products.insert(.issueReportingTestSupport(package: package), at: 0)
    }
    var added: [(product: ExprSyntax, description: String)] = []
    for product in products where product.namedAs.isDisjoint(with: named) {
      if product.reason == .testSupportReportsIssues { gaveIssueReportingTestSupport = true }
      if let expression = ExprSyntax.parsing(product.expression) {
        added.append((expression, product.change(addingTo: target)))
      }
    }
    return added
  }
}
