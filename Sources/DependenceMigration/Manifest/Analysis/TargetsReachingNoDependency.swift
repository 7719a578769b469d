import SwiftSyntax

/// The targets of a manifest that reach no dependency-injection code: each names, in an array
/// literal, only other such targets of the package and swift-syntax's products, or names no
/// dependencies. A test target among them gets no `DependenceTesting`, which would say nothing
/// there. A target that names anything else, or its dependencies through an expression, may
/// reach swift-dependencies, and is not one; nor is any where the manifest changes
/// `package.targets` after writing them.
enum TargetsReachingNoDependency {
  /// The names of those targets in `manifest`, whose string constants are `strings`.
  static func find(in manifest: SourceFileSyntax, strings: StringConstants) -> Set<String> {
    // `package.targets[0].dependencies.append(…)`, or a loop over them: dependencies may come
    // after the targets are written.
    guard !TargetCalls(manifest).changesTargetsLater else { return [] }
    var dependencies: [String: [String]?] = [:]
    for call in TargetCalls(manifest).found {
      guard let name = strings.name(of: call) else { continue }
      guard let argument = call.argument("dependencies") else {
        dependencies[name] = .some([])
        continue
      }
      dependencies[name] = localTargets(in: argument.expression)
    }
    var reaching: [String: Bool] = [:]
    func reachesNothing(_ name: String, visiting: Set<String>) -> Bool {
      if let known = reaching[name] { return known }
      guard !visiting.contains(name), let names = dependencies[name], let names else {
        return false
      }
      let result = names.allSatisfy { reachesNothing($0, visiting: visiting.union([name])) }
      reaching[name] = result
      return result
    }
    return Set(dependencies.keys.filter { reachesNothing($0, visiting: []) })
  }

  /// The package's targets an array literal names, when it names nothing but them and
  /// swift-syntax's products; `nil` otherwise.
  private static func localTargets(in expression: ExprSyntax) -> [String]? {
    guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
    var names: [String] = []
    for element in array.elements {
      if let name = element.expression.literalText {
        names.append(name)
      } else if let call = element.expression.as(FunctionCallExprSyntax.self),
        call.implicitMemberName == "product", call.literalArgument("package") == "swift-syntax"
      {
        continue
      } else {
        return nil
      }
    }
    return names
  }
}

/// The `.target(…)`, `.testTarget(…)` and other target calls of a manifest, and whether it
/// reads `package.targets`, to change them after they are written.
private final class TargetCalls: WalkingVisitor {
  private(set) var found: [FunctionCallExprSyntax] = []
  private(set) var changesTargetsLater = false

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.declName.baseName.text == "targets",
      node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "package"
    {
      changesTargetsLater = true
    }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let kind = node.implicitMemberName, ManifestNames.targetKinds.contains(kind) {
      found.append(node)
    }
    return .visitChildren
  }
}
