import SwiftParser
import SwiftSyntax

/// A closure property of swift-dependencies' `@DependencyClient`, and the method that macro
/// generated for it: one whose labels are the second names of the closure's parameters
/// (`var fetch: @Sendable (_ count: Int) async throws -> [Int]` gave
/// `func fetch(count: Int) async throws -> [Int]`), or the name of `@DependencyEndpoint(method:)`.
///
/// This package's `@DependencyClient` generates no methods, so the migration writes each one.
struct DependencyClientEndpoint {
  /// The property.
  let property: VariableDeclSyntax
  /// The property's name.
  let name: String
  /// The method's name and labels, as a reference to it: `fetch(count:)`.
  let signature: String
  /// The method, on one line per part, without indentation: its declaration, its body, its
  /// closing brace; `nil` when the migration cannot write it.
  let method: [String]?
  /// Why the migration cannot write the method, when it cannot.
  let reason: String?

  /// The endpoint `property` declares, or `nil` when swift-dependencies generated no method for
  /// it: not a closure variable, marked `@DependencyEndpointIgnored`, or without a labelled
  /// parameter or a `method:` name.
  /// The words a parameter's label may be and its name may not, unescaped: `(_ for: String)`
  /// gives `func f(for p0: String)`.
  static let reservedWords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
    "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
    "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
  ]

  init?(_ property: VariableDeclSyntax) {
    guard property.bindingSpecifier.tokenKind == .keyword(.var),
      !property.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
      !property.hasAttribute(named: "DependencyEndpointIgnored"),
      property.bindings.count == 1, let binding = property.bindings.first,
      binding.accessorBlock == nil,
      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
      let annotation = binding.typeAnnotation?.type
    else {
      return nil
    }
    let attributed = annotation.as(AttributedTypeSyntax.self)
    guard let function = (attributed?.baseType ?? annotation).as(FunctionTypeSyntax.self) else {
      return nil
    }
    let parameters = Array(function.parameters)
    let methodName = property.endpointMethodName
    guard methodName != nil || parameters.contains(where: { $0.secondName != nil }) else {
      return nil
    }
    self.property = property
    self.name = identifier.text
    let name = methodName ?? identifier.text
    let labels = parameters.map { $0.secondName?.text ?? "_" }
    self.signature = "\(name)(\(labels.map { "\($0):" }.joined()))"

    if parameters.contains(where: { $0.ellipsis != nil }) {
      (method, reason) = (nil, "a variadic parameter cannot be passed on to the closure")
      return
    }
    let kept = attributed?.attributes.compactMap { $0.as(AttributeSyntax.self) } ?? []
    if let odd = kept.first(where: { $0.arguments != nil }) {
      (method, reason) = (nil, "the closure's type is `\(odd.trimmedDescription)`")
      return
    }
    let attributes = kept.map(\.attributeName.trimmedDescription)
      .filter { !["Sendable", "escaping"].contains($0) }
      .map { "@\($0) " }.joined()
    let nonsending =
      attributed?.specifiers
      .filter { $0.trimmedDescription.hasPrefix("nonisolated") }
      .map { "\($0.trimmedDescription) " }.joined() ?? ""
    let access =
      property.modifiers.first {
        $0.detail == nil
          && [.public, .package, .internal, .fileprivate, .private].map { .keyword($0) }
            .contains($0.name.tokenKind)
      }.map { "\($0.name.text) " } ?? ""

    var declared: [String] = []
    var passed: [String] = []
    for (index, parameter) in parameters.enumerated() {
      let label = parameter.secondName
      let own =
        label.flatMap { label in
          guard case .identifier = label.tokenKind,
            !Self.reservedWords.contains(label.text),
            labels.filter({ $0 == label.text }).count == 1
          else { return nil }
          return label.text
        } ?? "p\(index)"
      let type = parameter.type.trimmedDescription
      declared.append(
        label?.text == own ? "\(own): \(type)" : "\(label?.text ?? "_") \(own): \(type)")
      passed.append(
        parameter.type.hasSpecifier("inout")
          ? "&\(own)" : parameter.type.hasAttribute("autoclosure") ? "\(own)()" : own)
    }
    let effects = function.effectSpecifiers.map { " \($0.trimmedDescription)" } ?? ""
    let result = " \(function.returnClause.trimmedDescription)"
    let call =
      (function.effectSpecifiers?.throwsClause != nil ? "try " : "")
      + (function.effectSpecifiers?.asyncSpecifier != nil ? "await " : "")
    method = [
      "\(attributes)\(access)\(nonsending)func \(name)(\(declared.joined(separator: ", ")))\(effects)\(result) {",
      "\(call)self.\(identifier.text)(\(passed.joined(separator: ", ")))",
      "}",
    ]
    reason = nil
  }
}

extension VariableDeclSyntax {
  /// The `method:` argument of `@DependencyEndpoint(method: "name")`.
  fileprivate var endpointMethodName: String? {
    guard let attribute = attribute(named: "DependencyEndpoint"),
      case .argumentList(let arguments)? = attribute.arguments,
      let method = arguments.first(where: { $0.label?.text == "method" }),
      let literal = method.expression.as(StringLiteralExprSyntax.self),
      let text = literal.representedLiteralValue, !text.isEmpty
    else {
      return nil
    }
    return text
  }
}

extension TypeSyntax {
  /// Whether the type is written with the specifier `name`, as `inout Int` is with `inout`.
  fileprivate func hasSpecifier(_ name: String) -> Bool {
    self.as(AttributedTypeSyntax.self)?.specifiers.contains {
      $0.trimmedDescription == name
    } == true
  }

  /// Whether the type carries `@name`, as `@autoclosure () -> Int` does.
  fileprivate func hasAttribute(_ name: String) -> Bool {
    self.as(AttributedTypeSyntax.self)?.attributes.contains {
      $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name
    } == true
  }
}
