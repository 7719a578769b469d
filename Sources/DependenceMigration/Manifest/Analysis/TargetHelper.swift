import SwiftSyntax

/// A top-level function of a manifest that returns a `Target` it builds with one `.target(…)` or
/// one `.testTarget(…)`, named from its first parameter: `func feature(_ name: String, deps:
/// [Target.Dependency]) -> Target { .target(name: name, dependencies: deps) }`, or
/// `.testTarget(name: "\(name)Tests", …)`, or `name + "Tests"`.
///
/// Its calls (``TargetHelperCall``) are targets: the one the call builds has the name the body
/// makes of the call's first argument.
struct TargetHelper {
  /// Whether the body builds a test target.
  let isTest: Bool
  /// What the body writes before and after the first parameter in the target's name.
  let prefix: String
  let suffix: String
  /// The products the body names itself, as written, with those a move gives the test target it
  /// builds (`DependenceTesting`, `IssueReportingTestSupport`): every call's target has them, so
  /// a call gains none of them.
  let namedProducts: Set<String>

  /// The name of the target a call with first argument `argument` builds.
  func targetName(for argument: String) -> String { prefix + argument + suffix }

  /// The helpers of `manifest`, by function name.
  static func all(in manifest: SourceFileSyntax) -> [String: TargetHelper] {
    var helpers: [String: TargetHelper] = [:]
    for item in manifest.statements {
      guard let function = item.item.as(FunctionDeclSyntax.self),
        let helper = TargetHelper(function)
      else {
        continue
      }
      helpers[function.name.text] = helper
    }
    return helpers
  }

  private init?(_ function: FunctionDeclSyntax) {
    guard let returned = function.signature.returnClause?.type.trimmedDescription,
      ["Target", "PackageDescription.Target"].contains(returned),
      let parameter = function.signature.parameterClause.parameters.first,
      let body = function.body
    else {
      return nil
    }
    let calls = TargetCalls(viewMode: .sourceAccurate)
    calls.walk(body)
    guard calls.found.count == 1, let call = calls.found.first,
      let kind = call.implicitMemberName, ["target", "testTarget"].contains(kind),
      let name = call.argument("name")?.expression,
      let (prefix, suffix) = Self.affixes(
        of: name, around: (parameter.secondName ?? parameter.firstName).text)
    else {
      return nil
    }
    isTest = kind == "testTarget"
    self.prefix = prefix
    self.suffix = suffix
    var named = Set(ProductKey.names(in: body))
    if isTest, call.argument("dependencies") != nil {
      named.formUnion(["DependenceTesting", "IssueReportingTestSupport"])
    }
    namedProducts = named
  }

  /// What `name` writes before and after `parameter`: `name` itself, `"\(name)Tests"`, or
  /// `name + "Tests"`; `nil` for any other expression.
  private static func affixes(of name: ExprSyntax, around parameter: String) -> (String, String)? {
    func isParameter(_ expression: ExprSyntax) -> Bool {
      expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    }
    if isParameter(name) { return ("", "") }
    if let literal = name.as(StringLiteralExprSyntax.self) {
      var parts: [String] = [""]
      var interpolations = 0
      for segment in literal.segments {
        if let text = segment.as(StringSegmentSyntax.self) {
          parts[parts.count - 1] += text.content.text
        } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
          interpolation.expressions.count == 1,
          let expression = interpolation.expressions.first?.expression, isParameter(expression)
        {
          interpolations += 1
          parts.append("")
        } else {
          return nil
        }
      }
      return interpolations == 1 ? (parts[0], parts[1]) : nil
    }
    if let sequence = name.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let elements = Array(sequence.elements)
      guard elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
      if isParameter(elements[0]), let suffix = elements[2].literalText { return ("", suffix) }
      if let prefix = elements[0].literalText, isParameter(elements[2]) { return (prefix, "") }
    }
    return nil
  }

  /// The target-declaring calls of a function's body, not inside one another: a `.target(name:)`
  /// among a target's dependencies is a dependency.
  private final class TargetCalls: SyntaxVisitor {
    private(set) var found: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let kind = node.implicitMemberName, ManifestNames.targetKinds.contains(kind) else {
        return .visitChildren
      }
      found.append(node)
      return .skipChildren
    }
  }
}
