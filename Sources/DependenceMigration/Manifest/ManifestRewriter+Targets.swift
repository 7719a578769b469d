import SwiftSyntax

extension ManifestRewriter {
  /// Renames the products of a target's `dependencies:` array literal, drops a product named
  /// twice, and adds the products the target now needs (see `addedProducts`).
  func rewriteTargetDependencies(_ array: ArrayExprSyntax, isTest: Bool, target: String)
    -> ArrayExprSyntax
  {
    var elements = Array(array.elements)
    var seen: [ProductKey: Bool] = [:]
    var duplicates: Set<Int> = []
    var usedTestSupport = false
    for (index, element) in elements.enumerated() {
      var renamed = false
      let candidate = element.expression.as(FunctionCallExprSyntax.self)
      if let product = candidate.flatMap(ReplacedProduct.init) {
        let call = rename(product, uses: [HelperDeclarations.Use(target: target, isTest: isTest)])
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
    let named = Set(result.elements.compactMap { ProductKey($0.expression)?.name })
      .union(array.elements.flatMap { helpers.products(namedBy: $0) })
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
    let named = Set(ProductKey.names(in: visited)).union(replacedPackageProducts)
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

  /// The products a target's dependencies must gain, each with the change's description:
  /// `IssueReportingTestSupport` where the test helpers need it, swift-issue-reporting's
  /// products and `ConcurrencyExtras` where the target's files import them, and
  /// `DependenceTesting` where they import that.
  /// - Parameters:
  ///   - usedTestSupport: Whether the target named `DependenciesTestSupport`.
  ///   - named: The products the target names, directly or through helpers (as the replaced
  ///     package's).
  private func addedProducts(
    to target: String, isTest: Bool, usedTestSupport: Bool, naming named: Set<String>
  ) -> [(product: ExprSyntax, description: String)] {
    var added: [(product: ExprSyntax, description: String)] = []
    func add(_ source: String, _ description: String) {
      if let product = ExprSyntax.parsing(source) { added.append((product, description)) }
    }
    if isTest, usedTestSupport, let issueReportingPackage = options.issueReportingPackage,
      !named.contains("IssueReportingTestSupport")
    {
      add(
        ".product(name: \"IssueReportingTestSupport\", package: \(SwiftLiteral.quoted(issueReportingPackage)))",
        "product IssueReportingTestSupport (\(issueReportingPackage)) → added to \(target)")
      addedIssueReporting = true
    }
    for product in (options.issueReportingProducts[target] ?? []).sorted()
    where !named.contains(product) {
      add(
        ".product(name: \(SwiftLiteral.quoted(product)), package: \(SwiftLiteral.quoted(options.issueReportingIdentity)))",
        "product \(product) (\(options.issueReportingIdentity)) → added to \(target): its files import it, and swift-dependencies brought it"
      )
    }
    if options.testingTargets.contains(target),
      named.isDisjoint(with: ["DependenceTesting", "DependenciesTestSupport", ModuleNames.clocks])
    {
      add(
        ".product(name: \"DependenceTesting\", package: \(SwiftLiteral.quoted(dependence.identity)))",
        "product DependenceTesting (\(dependence.identity)) → added to \(target): its files import DependenceTesting"
      )
    }
    if options.concurrencyExtrasTargets.contains(target),
      !named.contains(ModuleNames.concurrencyExtras)
    {
      add(
        ManifestNames.concurrencyExtrasProduct,
        "product ConcurrencyExtras (\(ManifestNames.concurrencyExtras)) → added to \(target)")
    }
    return added
  }

  /// `product`'s call naming its product here, given the targets that use it.
  ///
  /// swift-clocks' `Clocks` becomes `DependenceTesting` for a test target or a target one of
  /// whose files names `TestClock` or `ImmediateClock`, and `Dependence` (where
  /// `UnimplementedClock` and `AnyClock` are) for any other; when no target is known, by whether
  /// any file outside the tests names those clocks.
  func rename(_ product: ReplacedProduct, uses: Set<HelperDeclarations.Use>)
    -> FunctionCallExprSyntax
  {
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
