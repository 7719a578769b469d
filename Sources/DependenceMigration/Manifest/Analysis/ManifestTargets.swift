import SwiftSyntax

/// The targets a manifest declares, and the target that holds a source file.
///
/// A file belongs to the target whose `path:` is the deepest folder holding it; otherwise a file
/// under `Sources/<Name>/` or `Tests/<Name>/` belongs to the target named `<Name>` that has no
/// `path:`. Targets whose `sources:` or `exclude:` move files elsewhere are not read.
final class ManifestTargets: SyntaxVisitor {
  struct Target {
    let name: String
    /// The `path:` argument, without a leading `./` or a trailing `/`.
    let path: String?
    /// Whether the target has a `dependencies:` argument, which the migration can add to: an
    /// array literal, or an expression it adds `+ […]` to.
    let hasDependencies: Bool
    /// The node of the `.target(…)` call.
    let node: Syntax
  }

  private(set) var targets: [Target] = []
  /// The `Package(…)` call.
  private(set) var package: Syntax?

  /// The names the manifest writes through string constants.
  private let strings: StringConstants
  /// The functions that build a target (``TargetHelper``), by name.
  private let targetHelpers: [String: TargetHelper]

  /// Finds them in `tree`, whose string constants are `strings`.
  init(_ tree: SourceFileSyntax, strings: StringConstants) {
    self.strings = strings
    targetHelpers = TargetHelper.all(in: tree)
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" {
      package = Syntax(node)
    }
    if let call = TargetHelperCall(node, helpers: targetHelpers) {
      targets.append(Target(name: call.name, path: nil, hasDependencies: true, node: Syntax(node)))
      return .visitChildren
    }
    guard let kind = node.implicitMemberName, ManifestNames.targetKinds.contains(kind),
      let name = strings.name(of: node)
    else {
      return .visitChildren
    }
    var path = node.literalArgument("path")
    while path?.hasPrefix("./") == true { path?.removeFirst(2) }
    while path?.hasSuffix("/") == true { path?.removeLast() }
    targets.append(
      Target(
        name: name, path: path,
        hasDependencies: node.argument("dependencies") != nil,
        node: Syntax(node)))
    return .visitChildren
  }

  /// The files of `paths` whose target the migration cannot give a product — a target with no
  /// `dependencies:`, or, when `unknown`, a file with no known target — one per target, each
  /// with the node a step names: the target's call, or the `Package(…)` call.
  func unreachable(_ paths: [String], unknown: Bool = true) -> [(path: String, node: Syntax)] {
    var named: Set<String> = []
    return paths.compactMap { path in
      let target = target(of: path)
      guard target?.hasDependencies != true, target != nil || unknown,
        named.insert(target?.name ?? path).inserted, let node = target?.node ?? package
      else {
        return nil
      }
      return (path, node)
    }
  }

  /// The target of the file at `file`, a path relative to the package root.
  func target(of file: String) -> Target? {
    let folders = file.split(separator: "/").dropLast().map(String.init)
    let byPath = targets.compactMap { target -> (target: Target, depth: Int)? in
      let components = target.path?.split(separator: "/").map(String.init) ?? []
      guard !components.isEmpty, folders.starts(with: components) else { return nil }
      return (target, components.count)
    }
    if let deepest = byPath.max(by: { $0.depth < $1.depth }) {
      return deepest.target
    }
    guard folders.count >= 2, ["Sources", "Tests"].contains(folders[0]) else { return nil }
    return targets.first { $0.path == nil && $0.name == folders[1] }
  }
}
