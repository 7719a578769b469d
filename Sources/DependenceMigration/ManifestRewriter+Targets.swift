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
      if let call = element.expression.as(FunctionCallExprSyntax.self),
        call.implicitMemberName == "product",
        let name = call.literalArgument("name"), let package = call.literalArgument("package")
      {
        if let new = newName(of: name, in: package.lowercased(), isTest: isTest) {
          usedTestSupport = usedTestSupport || name == "DependenciesTestSupport"
          let call = call.settingLiteral("name", to: new).settingLiteral(
            "package", to: dependence.identity)
          elements[index] = element.with(\.expression, ExprSyntax(call))
          changes.append(
            Change(
              line: file.line(of: element),
              description: "product \(name) (\(package)) → \(new) (\(dependence.identity))"))
          renamed = true
        }
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

  /// The name here of swift-dependencies' or swift-clocks' product `name`, or `nil` to leave it.
  private func newName(of name: String, in package: String, isTest: Bool) -> String? {
    if package == ManifestNames.swiftDependencies {
      return ManifestNames.renamedProducts[name]
    }
    if package == ManifestNames.swiftClocks, name == ModuleNames.clocks, isTest {
      return "DependenceTesting"
    }
    return nil
  }
}
