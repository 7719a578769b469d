import SwiftDiagnostics
import SwiftSyntax

/// Every message the macros can emit, with its severity.
enum MacroMessage: DiagnosticMessage {
  // @DependencyEntry
  case entryNotAVariable
  case entryOutsideDependencyValues
  case entryNeedsVar
  case entryNeedsOneBinding
  case entryNeedsIdentifier
  case entryNeedsType(name: String)
  case entryIsStatic
  case entryHasAccessors(name: String)
  case entryArgumentsNeedInitializer(name: String)
  case entryCannotNameKey(type: String)

  // @DependencyClient
  case clientNotAStruct(kind: String)
  case clientNeedsType(name: String, example: String)
  case clientNeedsOneBinding
  case clientNeedsIdentifier
  case clientTrapsWhenUnimplemented(endpoint: String)
  case clientConditionalNeedsDefault(name: String)
  case endpointIgnoredNotAClosureProperty
  case endpointIgnoredChangesNothing(name: String)

  // @Dependencies
  case dependenciesWrongKind(kind: String)
  case dependenciesNeedsArguments
  case dependenciesNeedsKeyPathLiteral
  case dependenciesNeedsOneComponent(keyPath: String)
  case dependenciesDuplicate(name: String)
  case dependenciesNameTaken(name: String, type: String)

  var message: String {
    switch self {
    case .entryNotAVariable:
      return
        "'@DependencyEntry' can only be attached to a 'var' property in an extension of DependencyValues"
    case .entryOutsideDependencyValues:
      return "'@DependencyEntry' can only be used in 'extension DependencyValues'"
    case .entryNeedsVar:
      return
        "'@DependencyEntry' needs a 'var': a dependency can be overridden, so it needs a setter"
    case .entryNeedsOneBinding:
      return
        "'@DependencyEntry' needs exactly one property per declaration; declare each dependency with its own 'var'"
    case .entryNeedsIdentifier:
      return "'@DependencyEntry' needs a simple property name, such as 'var apiClient: APIClient'"
    case .entryNeedsType(let name):
      return
        "'@DependencyEntry' needs the type of '\(name)', which it cannot infer; write it after the name: 'var \(name): TheType = …'"
    case .entryIsStatic:
      return "'@DependencyEntry' cannot be attached to a static property; remove 'static'"
    case .entryHasAccessors(let name):
      return "'@DependencyEntry' generates the accessors of '\(name)'; remove its body"
    case .entryArgumentsNeedInitializer(let name):
      return
        "'preview:' and 'test:' need a live value: give '\(name)' an initializer, or declare those values on the key the property routes through"
    case .entryCannotNameKey(let type):
      return
        "'@DependencyEntry' without an initializer routes through a key named after the type, but '\(type)' has no simple name; give the property an initializer, or write the accessors by hand"
    case .clientNotAStruct(let kind):
      return "'@DependencyClient' can only be attached to a struct, not to \(kind)"
    case .clientNeedsType(let name, let example):
      return
        "'@DependencyClient' needs the type of '\(name)' to generate the initializer; write it, as in '\(example)'"
    case .clientNeedsOneBinding:
      return
        "'@DependencyClient' needs one property per declaration; declare each endpoint with its own 'var'"
    case .clientNeedsIdentifier:
      return
        "'@DependencyClient' needs simple property names; destructuring patterns cannot become initializer parameters"
    case .clientTrapsWhenUnimplemented(let endpoint):
      return
        "'\(endpoint)' returns a value but cannot throw, so when it is unimplemented it reports and then stops the program; mark it 'throws' so an unimplemented call fails the test instead"
    case .clientConditionalNeedsDefault(let name):
      return
        "'@DependencyClient' cannot make '\(name)' an initializer parameter inside '#if'; give it a default value, or declare it outside '#if'"
    case .endpointIgnoredNotAClosureProperty:
      return
        "'@DependencyEndpointIgnored' marks a 'var' of a closure type in a '@DependencyClient' struct, such as 'var format: @Sendable (String) -> String = { $0 }'; remove it here"
    case .endpointIgnoredChangesNothing(let name):
      return
        "'@DependencyEndpointIgnored' on '\(name)' changes nothing: '@DependencyClient' makes endpoints of closure properties only, and '\(name)' is not one; remove the attribute"
    case .dependenciesWrongKind(let kind):
      return "'@Dependencies' can only be attached to a class, struct, or actor, not to \(kind)"
    case .dependenciesNeedsArguments:
      return "'@Dependencies' needs at least one key path, such as '@Dependencies(\\.apiClient)'"
    case .dependenciesNeedsKeyPathLiteral:
      return "'@Dependencies' needs key path literals, such as '\\.apiClient'"
    case .dependenciesNeedsOneComponent(let keyPath):
      return
        "'\(keyPath)' has more than one component; '@Dependencies' takes key paths to one property, such as '\\.apiClient'. Declare '@Dependency(\(keyPath))' by hand for a nested value"
    case .dependenciesDuplicate(let name):
      return "'\\.\(name)' is listed twice; the duplicate is skipped"
    case .dependenciesNameTaken(let name, let type):
      return
        "'\(type)' already declares '\(name)'; '@Dependencies' cannot add a dependency property with that name"
    }
  }

  var severity: DiagnosticSeverity {
    switch self {
    case .clientTrapsWhenUnimplemented, .dependenciesDuplicate, .endpointIgnoredChangesNothing:
      return .warning
    default: return .error
    }
  }

  var diagnosticID: MessageID {
    MessageID(domain: "DependenceMacros", id: "\(self)".prefix { $0 != "(" }.description)
  }
}

/// A fix-it message.
struct FixMessage: FixItMessage {
  let message: String
  var fixItID: MessageID { MessageID(domain: "DependenceMacros", id: message) }
}

extension MacroMessage {
  /// A diagnostic with this message at `node`.
  func at(_ node: some SyntaxProtocol, fixIts: [FixIt] = []) -> Diagnostic {
    Diagnostic(node: Syntax(node), message: self, fixIts: fixIts)
  }

  /// An error that stops the expansion with this message at `node`.
  func error(at node: some SyntaxProtocol, fixIts: [FixIt] = []) -> DiagnosticsError {
    DiagnosticsError(diagnostics: [at(node, fixIts: fixIts)])
  }
}
