import SwiftSyntax

extension DeclModifierListSyntax {
  /// Whether the list holds a modifier with this keyword.
  func contains(_ keyword: Keyword) -> Bool {
    contains { $0.name.tokenKind == .keyword(keyword) }
  }

  /// The access modifier generated members should repeat so they are as visible as their type:
  /// `public`, `package`, or none.
  var generatedAccess: String {
    for modifier in self where modifier.detail == nil {
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.open): return "public "
      case .keyword(.package): return "package "
      default: continue
      }
    }
    return ""
  }
}

extension AttributeListSyntax {
  /// Whether the list holds an attribute named `name`, written bare or module-qualified.
  func contains(named name: String) -> Bool {
    contains { element in
      guard case .attribute(let attribute) = element else { return false }
      let written = attribute.attributeName.trimmedDescription
      return written == name || written.hasSuffix(".\(name)")
    }
  }
}

extension DeclGroupSyntax {
  /// How diagnostics name the kind of declaration: "a class", "an enum", ….
  var kindDescription: String {
    switch Syntax(self).as(SyntaxEnum.self) {
    case .classDecl: return "a class"
    case .structDecl: return "a struct"
    case .enumDecl: return "an enum"
    case .actorDecl: return "an actor"
    case .protocolDecl: return "a protocol"
    case .extensionDecl: return "an extension"
    default: return "this declaration"
    }
  }

  /// The declared name of the type, or the extended type's name.
  var typeName: String {
    if let named = self.asProtocol((any NamedDeclSyntax).self) { return named.name.text }
    if let extensionDecl = self.as(ExtensionDeclSyntax.self) {
      return extensionDecl.extendedType.trimmedDescription
    }
    return "Self"
  }

  /// The names of the stored and computed properties this declaration writes itself.
  var declaredPropertyNames: Set<String> {
    var names: Set<String> = []
    for member in memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
          names.insert(identifier.identifier.text)
        }
      }
    }
    return names
  }
}

extension PatternBindingSyntax {
  /// Whether the binding is computed: it has a getter, rather than none or only observers.
  var isComputed: Bool {
    switch accessorBlock?.accessors {
    case .none: return false
    case .getter: return true
    case .accessors(let accessors):
      return accessors.contains {
        switch $0.accessorSpecifier.tokenKind {
        case .keyword(.willSet), .keyword(.didSet): return false
        default: return true
        }
      }
    }
  }
}

extension TypeSyntax {
  /// The function type this type spells, looking through attributes, specifiers and
  /// parentheses: `@escaping @Sendable (Int) async throws -> String` gives
  /// `(Int) async throws -> String`.
  var functionType: FunctionTypeSyntax? {
    if let function = self.as(FunctionTypeSyntax.self) { return function }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.functionType
    }
    if let tuple = self.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.firstName == nil
    {
      return only.type.functionType
    }
    return nil
  }

  /// Whether the type is an optional, written `T?`, `T!` or `Optional<T>`.
  var isOptional: Bool {
    if self.is(OptionalTypeSyntax.self) || self.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return true
    }
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Optional" && identifier.genericArgumentClause != nil
    }
    return false
  }

  /// The type an optional wraps, written `T?`, `T!` or `Optional<T>`; `nil` for any other type.
  var optionalWrapped: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) { return optional.wrappedType }
    if let unwrapped = self.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return unwrapped.wrappedType
    }
    guard let identifier = self.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
      let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
      let wrapped = arguments.first?.argument.as(TypeSyntax.self)
    else {
      return nil
    }
    return wrapped
  }

  /// Whether the type is `Void` or `()`.
  var isVoid: Bool {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text == "Void" && identifier.genericArgumentClause == nil
    }
    if let tuple = self.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    return false
  }
}

extension FunctionTypeSyntax {
  /// Whether an unimplemented closure of this type can throw `DependencyError`: it throws
  /// untyped, or typed as `any Error`.
  var throwsAnyError: Bool {
    guard let clause = effectSpecifiers?.throwsClause,
      clause.throwsSpecifier.tokenKind == .keyword(.throws)
    else { return false }
    guard let type = clause.type?.trimmedDescription else { return true }
    return ["Error", "any Error", "Swift.Error", "any Swift.Error"].contains(type)
  }
}

extension StringLiteralExprSyntax {
  /// A string literal holding `text` verbatim, escaping what Swift requires.
  static func escaping(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      default: escaped.append(character)
      }
    }
    return "\"\(escaped)\""
  }
}
