import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Dependencies(\.a, \.b)`: adds a private `@Dependency` property for each key path, marked
/// `@ObservationIgnored` when the type is `@Observable`.
struct DependenciesMacro: MemberMacro {
  static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard
      declaration.is(ClassDeclSyntax.self) || declaration.is(StructDeclSyntax.self)
        || declaration.is(ActorDeclSyntax.self)
    else {
      throw MacroMessage.dependenciesWrongKind(kind: declaration.kindDescription).error(at: node)
    }
    let arguments = node.arguments?.as(LabeledExprListSyntax.self) ?? []
    guard !arguments.isEmpty else {
      throw MacroMessage.dependenciesNeedsArguments.error(at: node)
    }

    let isObservable = declaration.attributes.contains(named: "Observable")
    let taken = declaration.declaredPropertyNames
    var seen: Set<String> = []
    var members: [DeclSyntax] = []
    var diagnostics: [Diagnostic] = []

    for argument in arguments {
      guard let keyPath = argument.expression.as(KeyPathExprSyntax.self) else {
        diagnostics.append(MacroMessage.dependenciesNeedsKeyPathLiteral.at(argument.expression))
        continue
      }
      guard keyPath.components.count == 1, let component = keyPath.components.first,
        case .property(let property) = component.component,
        property.declName.argumentNames == nil
      else {
        diagnostics.append(
          MacroMessage.dependenciesNeedsOneComponent(keyPath: keyPath.trimmedDescription).at(
            keyPath))
        continue
      }
      let name = property.declName.baseName.text
      guard !taken.contains(name) else {
        diagnostics.append(
          MacroMessage.dependenciesNameTaken(name: name, type: declaration.typeName).at(keyPath))
        continue
      }
      guard seen.insert(name).inserted else {
        diagnostics.append(
          MacroMessage.dependenciesDuplicate(name: name).at(
            argument,
            fixIts: [
              FixIt(
                message: FixMessage(message: "Remove the duplicate"),
                changes: [removal(of: argument, from: arguments)])
            ]))
        continue
      }
      let ignored = isObservable ? "@ObservationIgnored " : ""
      members.append(
        "\(raw: ignored)@Dependence.Dependency(\(raw: keyPath.trimmedDescription)) private var \(raw: property.declName.baseName.trimmedDescription)"
      )
    }

    if diagnostics.contains(where: { $0.diagMessage.severity == .error }) {
      throw DiagnosticsError(diagnostics: diagnostics)
    }
    for diagnostic in diagnostics { context.diagnose(diagnostic) }
    return members
  }

  /// Removes `argument` and the comma that separates it from its neighbour.
  private static func removal(
    of argument: LabeledExprSyntax, from arguments: LabeledExprListSyntax
  ) -> FixIt.Change {
    var list = arguments.filter { $0.id != argument.id }
    if let last = list.last, last.trailingComma != nil {
      list = LabeledExprListSyntax(list.dropLast() + [last.with(\.trailingComma, nil)])
    }
    return .replace(oldNode: Syntax(arguments), newNode: Syntax(list))
  }
}
