import SwiftSyntax

extension ManifestRewriter {
  /// The `Package(…)` call with `swiftLanguageModes: [.v5]` after its `targets:`, when the
  /// manifest's tools version was below 6 and it names no language mode.
  ///
  /// Raising the tools version to 6.2 would otherwise move every target to the Swift 6 language
  /// mode, whose strict concurrency checking a Swift 5 package rarely passes.
  func keepingSwift5Mode(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax)
    -> FunctionCallExprSyntax
  {
    guard options.keepsSwift5Mode,
      call.argument("swiftLanguageVersions") == nil, call.argument("swiftLanguageModes") == nil,
      let expression = ExprSyntax.parsing("[.v5]")
    else {
      return call
    }
    var arguments = Array(call.arguments)
    let index =
      arguments.firstIndex { ["cLanguageStandard", "cxxLanguageStandard"].contains($0.label?.text) }
      ?? arguments.count
    let previous = index > 0 ? arguments[index - 1] : nil
    var added = LabeledExprSyntax(
      label: .identifier("swiftLanguageModes"), colon: .colonToken(trailingTrivia: .space),
      expression: expression)
    if let previous {
      added.leadingTrivia = previous.leadingTrivia.hasNewline ? previous.leadingTrivia : .space
      if previous.trailingComma == nil {
        arguments[index - 1] = previous.with(\.trailingComma, .commaToken())
      }
      // A trailing comma after the last argument, as in a manifest that writes one, stays last.
      if index == arguments.count, previous.trailingComma != nil {
        added.trailingComma = .commaToken()
      } else if index < arguments.count {
        added.trailingComma = .commaToken()
      }
    }
    arguments.insert(added, at: index)
    changes.append(
      Change(
        line: original.rightParen.map { file.line(of: $0) } ?? file.line(of: original),
        description:
          "added swiftLanguageModes: [.v5]: swift-tools-version 6.2 would make Swift 6 every target's language mode"
      ))
    return call.with(\.arguments, LabeledExprListSyntax(arguments))
  }
}
