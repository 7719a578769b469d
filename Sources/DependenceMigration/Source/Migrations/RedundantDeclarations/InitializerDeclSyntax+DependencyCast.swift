import SwiftSyntax

extension InitializerDeclSyntax {
  /// Whether the initializer's first two parameters are `_` and `as`, the labels of
  /// `@Dependency(_:as:)`.
  var hasDependencyCastLabels: Bool {
    let labels = signature.parameterClause.parameters.prefix(2).map(\.firstName.text)
    return labels == ["_", "as"]
  }

  /// Whether the initializer has the shape of `DependenceTesting`'s `@Dependency(_:as:)`, so
  /// that every call of it means that one: a key path of `DependencyValues` or a key type, then
  /// `as: Value.Type`, then only parameters with defaults; not failable, throwing or async.
  var isDependencyCastHelper: Bool {
    let parameters = Array(signature.parameterClause.parameters)
    guard hasDependencyCastLabels, optionalMark == nil, signature.effectSpecifiers == nil,
      parameters.dropFirst(2).allSatisfy({ $0.defaultValue != nil }),
      let cast = parameters[1].type.as(MetatypeTypeSyntax.self),
      cast.metatypeSpecifier.text == "Type",
      cast.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Value"
    else {
      return false
    }
    return isKeyPathOfDependencyValues(parameters[0].type) || isKeyType(parameters[0].type)
  }

  /// `KeyPath<DependencyValues, T>`, `any KeyPath<DependencyValues, T> & Sendable` and their
  /// writable siblings.
  private func isKeyPathOfDependencyValues(_ type: TypeSyntax) -> Bool {
    var type = type
    if let any = type.as(SomeOrAnyTypeSyntax.self) { type = any.constraint }
    if let composition = type.as(CompositionTypeSyntax.self) {
      let keyPaths = composition.elements.filter { isKeyPathOfDependencyValues($0.type) }
      return keyPaths.count == 1
        && composition.elements.allSatisfy {
          isKeyPathOfDependencyValues($0.type) || $0.type.trimmedDescription == "Sendable"
        }
    }
    guard let keyPath = type.as(IdentifierTypeSyntax.self),
      ["KeyPath", "WritableKeyPath"].contains(keyPath.name.text),
      let arguments = keyPath.genericArgumentClause?.arguments, arguments.count == 2,
      let root = arguments.first?.argument.as(TypeSyntax.self)
    else {
      return false
    }
    let name =
      root.as(IdentifierTypeSyntax.self)?.name.text ?? root.as(MemberTypeSyntax.self)?.name.text
    return name == "DependencyValues"
  }

  /// `K.Type` for a generic parameter `K` of the initializer that is a dependency key.
  private func isKeyType(_ type: TypeSyntax) -> Bool {
    guard let metatype = type.as(MetatypeTypeSyntax.self),
      metatype.metatypeSpecifier.text == "Type",
      let key = metatype.baseType.as(IdentifierTypeSyntax.self)?.name.text
    else {
      return false
    }
    let keys: Set<String> = ["TestDependencyKey", "DependencyKey"]
    let inClause = genericParameterClause?.parameters.contains {
      $0.name.text == key && keys.contains($0.inheritedType?.trimmedDescription ?? "")
    }
    let inWhere = genericWhereClause?.requirements.contains {
      guard case .conformanceRequirement(let requirement) = $0.requirement else { return false }
      return requirement.leftType.trimmedDescription == key
        && keys.contains(requirement.rightType.trimmedDescription)
    }
    return inClause == true || inWhere == true
  }
}
