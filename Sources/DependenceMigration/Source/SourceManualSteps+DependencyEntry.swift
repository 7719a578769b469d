import SwiftSyntax

extension SourceManualSteps {
  /// A step for a `@DependencyEntry` the migration left as it was: its values are written
  /// differently here.
  func checkDependencyEntry(_ node: VariableDeclSyntax, _ attribute: AttributeSyntax) {
    let initializer = node.bindings.count == 1 ? node.bindings.first?.initializer?.value : nil
    var rewriteByHand =
      "rewrite by hand: here the initializer is the live value, `preview:` and `test:` are arguments"
    if node.bindings.count == 1, let binding = node.bindings.first, binding.typeAnnotation == nil {
      let name = binding.pattern.trimmedDescription
      rewriteByHand =
        "write the type of `\(name)` (`var \(name): Type = …`), which the macro here needs; then \(rewriteByHand)"
    }
    guard let arguments = attribute.labeledArguments,
      Set(arguments.keys).isSubset(of: ["preview", "test"])
    else {
      add(attribute, rewriteByHand, GuideSection.oneLine)
      return
    }
    if let test = arguments["test"]?.expression, let initializer,
      test.trimmedDescription == initializer.trimmedDescription
    {
      add(
        attribute,
        "the initializer is now the live value: it was only the test value before; give the live value",
        GuideSection.oneLine)
    } else if arguments.isEmpty, importsSwiftDependencies,
      initializer == nil || node.bindings.first?.typeAnnotation == nil
    {
      add(attribute, rewriteByHand, GuideSection.oneLine)
    } else if arguments.isEmpty, !isRelevant, initializer != nil {
      add(
        attribute,
        "if this is swift-dependencies' macro, its initializer is the test value: write it as `test:`",
        GuideSection.oneLine)
    }
  }
}
