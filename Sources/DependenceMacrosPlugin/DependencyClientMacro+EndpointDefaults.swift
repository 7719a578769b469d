import SwiftSyntax

// The default of an endpoint written with one: reported when called, as swift-dependencies does.

extension DependencyClientMacro {
  /// The default of an endpoint written with one (`= { false }`), as swift-dependencies gives
  /// it: a closure that reports the call as unimplemented, then calls `fallback`, the default.
  /// `nil` for a variadic endpoint, whose arguments a closure cannot pass on: it keeps its
  /// default as it is.
  static func reportingDefault(
    calling fallback: String, function: FunctionTypeSyntax, endpoint: String, location: String
  ) -> String? {
    guard function.parameters.allSatisfy({ $0.ellipsis == nil }) else { return nil }
    let names = (0..<function.parameters.count).map { "p\($0)" }
    let arguments = zip(function.parameters, names).map { parameter, name in
      let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
        $0.trimmedDescription == "inout"
      }
      return isInout == true ? "&\(name)" : name
    }
    let effects =
      (function.effectSpecifiers?.throwsClause != nil ? "try " : "")
      + (function.effectSpecifiers?.asyncSpecifier != nil ? "await " : "")
    // A closure throws `any Error` unless its signature says otherwise.
    let signature: String
    if let thrown = function.effectSpecifiers?.throwsClause?.type, !function.throwsAnyError {
      signature = " (\(names.joined(separator: ", "))) throws(\(thrown.trimmedDescription)) in"
    } else {
      signature = names.isEmpty ? "" : " \(names.joined(separator: ", ")) in"
    }
    return """
      {\(signature)
        Dependence.unimplemented(\(StringLiteralExprSyntax.escaping(endpoint)), \(location))
        return \(effects)\(fallback)(\(arguments.joined(separator: ", ")))
      }
      """
  }
}
