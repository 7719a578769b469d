import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// What `@DependencyClient` writes for a client's stored properties: the initializer's
/// parameters and assignments, and the recording initializer's endpoints.
///
/// A property inside an `#if` clause cannot be a parameter (a parameter list has no `#if`): it
/// gets its default in the same clause of the initializer's body, and its recording endpoint
/// after `self.init`, as swift-dependencies' client gives it its default value.
struct GeneratedMembers {
  /// The client's name, which names its endpoints in reports (`Client.fetch`).
  let clientName: String
  /// The memberwise initializer's parameters, as written.
  var parameters: [String] = []
  /// The memberwise initializer's statements.
  var assignments: [String] = []
  /// The recording initializer's endpoints: each declaration, and its argument to `self.init`.
  var recordedEndpoints: [(declaration: String, argument: String)] = []
  /// The recording initializer's statements after `self.init`: those of properties in `#if`.
  var recordedAfterInit: [String] = []
  /// What the expansion reports.
  var diagnostics: [Diagnostic] = []

  /// Adds the stored properties of `members`; `conditional` when they are inside an `#if`.
  mutating func add(
    _ members: MemberBlockItemListSyntax, conditional: Bool,
    in context: some MacroExpansionContext
  ) {
    for member in members {
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        add(ifConfig, in: context)
      } else if let variable = member.decl.as(VariableDeclSyntax.self) {
        add(variable, conditional: conditional, in: context)
      }
    }
  }

  /// Adds each clause's properties, in the same clauses of the initializers' bodies.
  private mutating func add(_ ifConfig: IfConfigDeclSyntax, in context: some MacroExpansionContext)
  {
    var assignments: [String] = []
    var recorded: [String] = []
    for clause in ifConfig.clauses {
      var inner = GeneratedMembers(clientName: clientName)
      if let members = clause.elements?.as(MemberBlockItemListSyntax.self) {
        inner.add(members, conditional: true, in: context)
      }
      let directive = "\(clause.poundKeyword.text) \(clause.condition?.trimmedDescription ?? "")"
      assignments += [directive] + inner.assignments
      recorded +=
        [directive] + inner.recordedEndpoints.map(\.declaration) + inner.recordedAfterInit
      diagnostics += inner.diagnostics
    }
    self.assignments += assignments + ["#endif"]
    recordedAfterInit += recorded + ["#endif"]
  }

  /// Adds one stored property: a parameter and its assignment, or, in an `#if`, its default.
  private mutating func add(
    _ variable: VariableDeclSyntax, conditional: Bool, in context: some MacroExpansionContext
  ) {
    guard !variable.modifiers.contains(.static), !variable.modifiers.contains(.class),
      !variable.modifiers.contains(.lazy)
    else { return }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    guard variable.bindings.contains(where: { !$0.isComputed }) else { return }
    guard variable.bindings.count == 1, let binding = variable.bindings.first else {
      diagnostics.append(MacroMessage.clientNeedsOneBinding.at(variable.bindings))
      return
    }
    guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
      diagnostics.append(MacroMessage.clientNeedsIdentifier.at(binding.pattern))
      return
    }
    let name = identifier.identifier.trimmedDescription
    if isLet && binding.initializer != nil { return }
    guard let type = binding.typeAnnotation?.type else {
      diagnostics.append(
        MacroMessage.clientNeedsType(name: name, example: binding.typedExample(named: name))
          .at(binding.pattern))
      return
    }
    let endpoint = "\(clientName).\(identifier.identifier.text.filter { $0 != "`" })"
    let client = DependencyClientMacro.self
    // What the initializer assigns when no argument is given; `nil` when it needs one.
    let argument = conditional ? nil : name
    if DependencyEndpointIgnoredMacro.marks(variable), type.functionType != nil, !type.isOptional {
      // A plain property: its initializer as written, or a required parameter.
      if conditional {
        if binding.initializer == nil { needsDefault(name, at: binding) }
      } else if let initializer = binding.initializer {
        parameters.append("\(name): (\(client.escapingless(type)))? = nil")
        assignments.append("self.\(name) = \(name) ?? \(initializer.value.trimmedDescription)")
      } else {
        parameters.append("\(name): @escaping \(client.escapingless(type))")
        assignments.append("self.\(name) = \(name)")
      }
      return
    }
    if let function = type.functionType, !type.isOptional,
      let recordable = client.recordableType(type)
    {
      let declaration =
        function.effectSpecifiers?.asyncSpecifier != nil
        ? client.asyncEndpoint(name: name, endpoint: endpoint, type: recordable, function: function)
        : client.syncEndpoint(name: name, endpoint: endpoint, type: recordable, function: function)
      if conditional {
        recordedAfterInit += [declaration, "self.\(name) = \(name)"]
      } else {
        recordedEndpoints.append((declaration, "\(name): \(name)"))
      }
    }

    if let function = type.functionType, !type.isOptional, let initializer = binding.initializer {
      if !conditional { parameters.append("\(name): (\(client.escapingless(type)))? = nil") }
      let location = client.sourceLocationArguments(of: binding.pattern, in: context)
      // The default, typed as the endpoint, in a local the reporting closure calls.
      let local = "__default_\(identifier.identifier.text.filter { $0 != "`" })"
      assignments.append(
        "let \(local): \(client.escapingless(type)) = \(initializer.value.trimmedDescription)")
      let fallback = client.reportingDefault(
        calling: local, function: function, endpoint: endpoint, location: location)
      if let argument, let fallback, function.effectSpecifiers?.throwsClause?.type != nil,
        !function.throwsAnyError
      {
        // Swift 6.3's SIL generation crashes on a typed-throws closure right of `??`.
        assignments.append(
          "if let \(argument) { self.\(name) = \(argument) } else { self.\(name) = \(fallback) }")
      } else {
        assignments.append("self.\(name) = \(given(argument))\(fallback ?? local)")
      }
    } else if let function = type.functionType, !type.isOptional {
      let location = client.sourceLocationArguments(of: binding.pattern, in: context)
      let literal = StringLiteralExprSyntax.escaping(endpoint)
      let body: String
      // A throwing endpoint throws after it reports, `Void` or not, as swift-dependencies'
      // does: code that catches the error takes the path it takes when the call fails.
      if function.throwsAnyError {
        body = "try Dependence.throwingUnimplemented(\(literal), \(location))"
      } else if function.returnClause.type.isVoid {
        body = "Dependence.unimplemented(\(literal), \(location))"
      } else if function.returnClause.type.isOptional {
        // An optional has an answer that means nothing: `nil`, as swift-dependencies returns.
        body = "Dependence.unimplemented(\(literal), placeholder: nil, \(location))"
      } else {
        body = "Dependence.unimplemented(\(literal), \(location))"
        diagnostics.append(
          MacroMessage.clientTrapsWhenUnimplemented(endpoint: endpoint).at(
            binding.pattern, fixIts: [client.insertThrows(into: function)]))
      }
      let arguments =
        function.parameters.isEmpty
        ? ""
        : Array(repeating: "_", count: function.parameters.count).joined(separator: ", ") + " in "
      // The default lives in the body, not in the signature: a public initializer's default
      // arguments may only use modules the client's file imports publicly.
      if !conditional { parameters.append("\(name): (\(client.escapingless(type)))? = nil") }
      assignments.append("self.\(name) = \(given(argument)){ \(arguments)\(body) }")
    } else if conditional {
      // A property with an initializer keeps it; an optional one starts as `nil`.
      if binding.initializer != nil { return }
      if type.isOptional {
        assignments.append("self.\(name) = nil")
      } else {
        needsDefault(name, at: binding)
      }
    } else {
      if let initializer = binding.initializer {
        parameters.append(
          "\(name): \(type.trimmedDescription) = \(initializer.value.trimmedDescription)")
      } else if type.isOptional {
        parameters.append("\(name): \(type.trimmedDescription) = nil")
      } else {
        parameters.append("\(name): \(type.trimmedDescription)")
      }
      assignments.append("self.\(name) = \(name)")
    }
  }

  /// `argument ?? `, or nothing for a property in `#if`, which takes its default.
  private func given(_ argument: String?) -> String {
    argument.map { "\($0) ?? " } ?? ""
  }

  /// Reports a property in `#if` that has no default, which the initializer cannot take.
  private mutating func needsDefault(_ name: String, at binding: PatternBindingSyntax) {
    diagnostics.append(MacroMessage.clientConditionalNeedsDefault(name: name).at(binding.pattern))
  }
}
