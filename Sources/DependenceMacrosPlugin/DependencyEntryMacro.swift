import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyEntry`: turns `var apiClient: APIClient = .live` in an extension of
/// `DependencyValues` into a registered dependency.
///
/// With an initializer it adds a private key whose `liveValue` is the initializer and whose
/// `previewValue` and `testValue` are the `preview:` and `test:` arguments, copied into the key
/// so they are type-checked there, after every other macro has expanded. Without one, the
/// accessors route through `<Type>Key`.
struct DependencyEntryMacro: AccessorMacro, PeerMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let entry = try Entry(node: node, declaration: declaration, context: context)
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }

  static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard declaration.is(VariableDeclSyntax.self) else {
      throw MacroMessage.entryNotAVariable.error(at: node)
    }
    // The accessor role reports misuse of a property; reporting it twice would only repeat it.
    guard let entry = try? Entry(node: node, declaration: declaration, context: context) else {
      return []
    }
    guard let live = entry.live else {
      // The bare form names the key in one place, so that a missing key is one clear error.
      return [
        """
        // Without an initializer, the entry reads the key named after its type, a
        // `TestDependencyKey`: declare it, or give the property an initializer (its live value).
        private typealias \(raw: entry.keyName) = \(raw: entry.externalKey)
        """
      ]
    }
    var members = ["static var liveValue: \(entry.type) { \(live) }"]
    if let preview = entry.preview {
      members.append("static var previewValue: \(entry.type) { \(preview) }")
    }
    if let test = entry.test {
      members.append("static var testValue: \(entry.type) { \(test) }")
    }
    members.append(
      "static var dependencyName: String { \(StringLiteralExprSyntax.escaping("\\.\(entry.name)")) }"
    )
    return [
      """
      private nonisolated enum \(raw: entry.keyName): Dependence.DependencyKey, Dependence.NamedDependencyKey {
        \(raw: members.joined(separator: "\n"))
      }
      """
    ]
  }
}

/// A validated `@DependencyEntry` property.
private struct Entry {
  var name: String
  var type: String
  var keyName: String
  /// The key the bare form reads, named after the property's type: `AuthClientKey`.
  var externalKey = ""
  var live: String?
  var preview: String?
  var test: String?

  init(
    node: AttributeSyntax, declaration: some DeclSyntaxProtocol,
    context: some MacroExpansionContext
  ) throws {
    guard let variable = declaration.as(VariableDeclSyntax.self) else {
      throw MacroMessage.entryNotAVariable.error(at: node)
    }
    if let enclosing = context.lexicalContext.first,
      enclosing.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        .hasSuffix("DependencyValues") != true
    {
      throw MacroMessage.entryOutsideDependencyValues.error(at: node)
    }
    if variable.bindingSpecifier.tokenKind == .keyword(.let) {
      throw MacroMessage.entryNeedsVar.error(
        at: variable.bindingSpecifier,
        fixIts: [
          FixIt(
            message: FixMessage(message: "Replace 'let' with 'var'"),
            changes: [
              .replace(
                oldNode: Syntax(variable.bindingSpecifier),
                newNode: Syntax(variable.bindingSpecifier.with(\.tokenKind, .keyword(.var))))
            ])
        ])
    }
    if let staticModifier = variable.modifiers.first(where: {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }) {
      throw MacroMessage.entryIsStatic.error(
        at: staticModifier,
        fixIts: [
          FixIt(
            message: FixMessage(message: "Remove '\(staticModifier.name.text)'"),
            changes: [
              .replace(
                oldNode: Syntax(variable.modifiers),
                newNode: Syntax(variable.modifiers.filter { $0.id != staticModifier.id }))
            ])
        ])
    }
    guard variable.bindings.count == 1, let binding = variable.bindings.first else {
      throw MacroMessage.entryNeedsOneBinding.error(at: variable.bindings)
    }
    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
      throw MacroMessage.entryNeedsIdentifier.error(at: binding.pattern)
    }
    name = identifier.identifier.trimmedDescription
    if let accessorBlock = binding.accessorBlock {
      throw MacroMessage.entryHasAccessors(name: name).error(at: accessorBlock)
    }
    guard let annotation = binding.typeAnnotation else {
      throw MacroMessage.entryNeedsType(name: name).error(at: binding.pattern)
    }
    type = annotation.type.trimmedDescription

    let arguments = node.arguments?.as(LabeledExprListSyntax.self) ?? []
    for argument in arguments {
      // Copied verbatim: `.unimplemented` and other implicit members resolve against the
      // key's declared type.
      let value = argument.expression.trimmedDescription
      switch argument.label?.text {
      case "preview": preview = value
      case "test": test = value
      default: break
      }
    }

    keyName = "__Key_\(name.filter { $0 != "`" })"
    if let initializer = binding.initializer {
      live = initializer.value.trimmedDescription
    } else {
      if let first = arguments.first {
        throw MacroMessage.entryArgumentsNeedInitializer(name: name).error(at: first)
      }
      externalKey = try Self.externalKeyName(for: annotation.type)
    }
  }

  /// `AuthClient` → `AuthClientKey`; `Auth.Client` → `Auth.ClientKey`.
  private static func externalKeyName(for type: TypeSyntax) throws -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.genericArgumentClause == nil
    {
      return "\(identifier.name.text)Key"
    }
    if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
      return "\(member.baseType.trimmedDescription).\(member.name.text)Key"
    }
    throw MacroMessage.entryCannotNameKey(type: type.trimmedDescription).error(at: type)
  }
}
