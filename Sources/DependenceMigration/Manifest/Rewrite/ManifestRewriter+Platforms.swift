import SwiftSyntax

extension ManifestRewriter {
  /// `platforms` with each Apple platform below version 26 raised to `.v26`, or `"26.0"`.
  func raisePlatforms(
    _ platforms: ArrayExprSyntax, spelledAs spelling: ManifestPlan.Platforms.Spelling
  ) -> ArrayExprSyntax {
    let elements = platforms.elements.map { element -> ArrayElementSyntax in
      guard let call = element.expression.as(FunctionCallExprSyntax.self),
        let platform = call.implicitMemberName, ManifestNames.applePlatforms.contains(platform),
        call.arguments.count == 1, let version = call.arguments.first?.expression,
        let major = PlatformVersion.major(of: version), major < 26
      else {
        return element
      }
      let raised =
        spelling == .strings
        ? ExprSyntax.parsing(#""26.0""#)!
        : ExprSyntax(
          MemberAccessExprSyntax(
            period: .periodToken(), declName: DeclReferenceExprSyntax(baseName: .identifier("v26")))
        )
      let newCall = call.replacingArgument(
        call.arguments.first?.label?.text,
        with: raised.with(\.leadingTrivia, version.leadingTrivia).with(
          \.trailingTrivia, version.trailingTrivia))
      changes.append(
        Change(
          line: file.line(of: element),
          description: "\(call.trimmedDescription) → \(newCall.trimmedDescription)"))
      return element.with(\.expression, ExprSyntax(newCall))
    }
    return platforms.with(\.elements, ArrayElementListSyntax(elements))
  }

  /// `call`, the rewrite of `original`, with a `platforms:` argument that lists the plan's
  /// ``ManifestPlan/addedPlatforms`` at version 26, after `name:` and `defaultLocalization:`, in
  /// the order `Package`'s initializer takes them.
  func addingPlatforms(
    to call: FunctionCallExprSyntax, of original: FunctionCallExprSyntax,
    spelledAs spelling: ManifestPlan.Platforms.Spelling
  ) -> FunctionCallExprSyntax {
    let version = spelling == .strings ? #""26.0""# : ".v26"
    let platforms =
      "[" + plan.addedPlatforms.map { ".\($0)(\(version))" }.joined(separator: ", ") + "]"
    guard let expression = ExprSyntax.parsing(platforms) else { return call }
    let line = original.argument("name").map { file.line(of: $0) } ?? file.line(of: original)
    changes.append(Change(line: line, description: "added platforms: \(platforms)"))
    return call.insertingArgument("platforms", expression, after: ["name", "defaultLocalization"])
  }
}
