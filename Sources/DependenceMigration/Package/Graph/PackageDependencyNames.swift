import Foundation
import SwiftParser
import SwiftSyntax

/// The identities of the packages a manifest names: each `.package(url:…)`, `.package(path:…)`
/// and `.package(name:url:…)` written with a string literal, read from the syntax alone.
enum PackageDependencyNames {
  /// The identities the manifests of the package at `folder` name, `Package.swift` and each
  /// `Package@swift-*.swift` together.
  static func identities(inPackageAt folder: URL) -> Set<String> {
    ManifestFiles.names(at: folder).reduce(into: []) { found, name in
      let url = folder.appendingPathComponent(name)
      guard let text = try? String(contentsOf: url, encoding: .utf8) else { return }
      found.formUnion(identities(in: text))
    }
  }

  /// The identities manifest `text` names.
  static func identities(in text: String) -> Set<String> {
    let calls = PackageCalls(viewMode: .sourceAccurate)
    calls.walk(Parser.parse(source: text))
    return calls.identities
  }

  private final class PackageCalls: SyntaxVisitor {
    var identities: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "package"
      else {
        return .visitChildren
      }
      for argument in node.arguments
      where ["url", "path"].contains(argument.label?.text ?? "") {
        if let location = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
          identities.insert(PackageIdentity.ofLocation(location))
        }
      }
      return .visitChildren
    }
  }
}
