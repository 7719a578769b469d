import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@DependencyClient`: gives a struct of closures a `nonisolated` memberwise initializer whose
/// closures default to unimplemented ones, and `static var unimplemented` when every property can
/// be defaulted.
///
/// With `unimplemented` comes a conformance to `Unimplementable`, added by the extension role:
/// Swift looks into conformances that macros add while it checks another macro's arguments, but
/// not into members that macros add, so the conformance is what lets
/// `@DependencyEntry(test: APIClient.unimplemented)` find the member.
struct DependencyClientMacro: MemberMacro, ExtensionMacro {
  static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, let structDecl = declaration.as(StructDeclSyntax.self),
      everyPropertyCanBeDefaulted(structDecl)
    else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): Dependence.Unimplementable {}")]
  }

  /// Whether every stored property of the client has a default in the memberwise initializer,
  /// so that the macro generates `unimplemented`.
  static func everyPropertyCanBeDefaulted(_ structDecl: StructDeclSyntax) -> Bool {
    everyPropertyCanBeDefaulted(structDecl.memberBlock.members)
  }

  /// Whether every stored property of `members`, and of each `#if` clause among them, has a
  /// default.
  private static func everyPropertyCanBeDefaulted(_ members: MemberBlockItemListSyntax) -> Bool {
    members.allSatisfy { member in
      if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
        return ifConfig.clauses.allSatisfy { clause in
          clause.elements?.as(MemberBlockItemListSyntax.self)
            .map(everyPropertyCanBeDefaulted) ?? true
        }
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(.static), !variable.modifiers.contains(.class),
        !variable.modifiers.contains(.lazy)
      else { return true }
      guard variable.bindings.contains(where: { !$0.isComputed }) else { return true }
      // A declaration the member role rejects gets no conformance either.
      guard variable.bindings.count == 1, let binding = variable.bindings.first,
        binding.pattern.is(IdentifierPatternSyntax.self),
        let type = binding.typeAnnotation?.type
      else { return false }
      return binding.initializer != nil
        || (DependencyEndpointIgnoredMacro.marks(variable) ? type.isOptional : hasDefault(type))
    }
  }

  /// Whether a stored property of this type, with no initializer, has a default: a closure
  /// defaults to an unimplemented one, an optional to `nil`.
  static func hasDefault(_ type: TypeSyntax) -> Bool {
    type.functionType != nil || type.isOptional
  }

  static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let structDecl = declaration.as(StructDeclSyntax.self) else {
      throw MacroMessage.clientNotAStruct(kind: declaration.kindDescription).error(at: node)
    }
    var generated = GeneratedMembers(clientName: structDecl.name.text)
    generated.add(structDecl.memberBlock.members, conditional: false, in: context)
    let diagnostics = generated.diagnostics
    let parameters = generated.parameters
    let assignments = generated.assignments
    let recordedEndpoints = generated.recordedEndpoints

    if diagnostics.contains(where: { $0.diagMessage.severity == .error }) {
      throw DiagnosticsError(diagnostics: diagnostics)
    }
    for diagnostic in diagnostics { context.diagnose(diagnostic) }

    let access = structDecl.modifiers.generatedAccess
    let initializer: DeclSyntax = """
      \(raw: access)nonisolated init(
      \(raw: parameters.joined(separator: ",\n"))
      ) {
      \(raw: assignments.joined(separator: "\n"))
      }
      """
    guard everyPropertyCanBeDefaulted(structDecl) else { return [initializer] }
    var members: [DeclSyntax] = [
      initializer,
      """
      /// A value whose every endpoint reports an issue when called: a safe `testValue`.
      \(raw: access)nonisolated static var unimplemented: Self {
        Self()
      }
      """,
    ]
    if !recordedEndpoints.isEmpty || !generated.recordedAfterInit.isEmpty {
      members.append(
        """
        /// A value whose endpoints `factory` makes: `DependenceTesting`'s `RecordingClient` uses
        /// it to record every call.
        \(raw: access)nonisolated init(endpoints factory: Dependence.EndpointFactory) {
        \(raw: recordedEndpoints.map(\.declaration).joined(separator: "\n"))
        self.init(
        \(raw: recordedEndpoints.map(\.argument).joined(separator: ",\n"))
        )\(raw: generated.recordedAfterInit.map { "\n\($0)" }.joined())
        }
        """)
    }
    return members
  }

  /// The type of an endpoint an `EndpointFactory` can make, without `@escaping` and parentheses,
  /// or `nil`: it must be a `@Sendable` closure, `async` and `throws` or not, with plain
  /// parameters (no `inout`, variadic or attributed ones) and untyped errors.
  static func recordableType(_ type: TypeSyntax) -> String? {
    guard isRecordable(type) else { return nil }
    return escapingless(unwrappedType(type))
  }

  /// The declaration of an `async` endpoint's recording closure. The recorder is prepared first;
  /// the closure, written with the endpoint's own type, records each call where that type runs
  /// it: on its caller's actor when it is `nonisolated(nonsending)`, as every `async` closure
  /// type is in a module built with `NonisolatedNonsendingByDefault`. (Swift 6.3 cannot compile
  /// such a closure over a parameter pack, so the package cannot make it.)
  static func asyncEndpoint(
    name: String, endpoint: String, type: String, function: FunctionTypeSyntax
  ) -> String {
    let types = function.parameters.map { "(\($0.type.trimmedDescription)).self, " }.joined()
    let result = function.returnClause.type.trimmedDescription
    let arguments = (0..<function.parameters.count).map { "p\($0)" }
    let record =
      function.effectSpecifiers?.throwsClause != nil
      ? "try await factory.recording.recordCall" : "await factory.recording.recordNonThrowingCall"
    let parameters = arguments.isEmpty ? "" : arguments.joined(separator: ", ") + " in "
    return """
      factory.recording.prepareEndpoint(\(StringLiteralExprSyntax.escaping(endpoint)), \\Self.\(name), \(types)returning: (\(result)).self)
      let \(name): \(type) = { \(parameters)\(record)(\\Self.\(name)\(arguments.map { ", \($0)" }.joined())) }
      """
  }

  /// The declaration of a synchronous endpoint the factory makes.
  static func syncEndpoint(
    name: String, endpoint: String, type: String, function: FunctionTypeSyntax
  ) -> String {
    let make = function.effectSpecifiers?.throwsClause != nil ? "throwingEndpoint" : "endpoint"
    return "let \(name): \(type) = factory.recording.\(make)("
      + "\(StringLiteralExprSyntax.escaping(endpoint)), \\Self.\(name))"
  }

  /// Whether the endpoint's type is `nonisolated(nonsending)` and `async`.
  private static func isNonsending(_ type: TypeSyntax) -> Bool {
    guard let attributed = unwrappedType(type).as(AttributedTypeSyntax.self),
      let function = attributed.baseType.as(FunctionTypeSyntax.self),
      function.effectSpecifiers?.asyncSpecifier != nil
    else { return false }
    return attributed.specifiers.map(\.trimmedDescription) == ["nonisolated(nonsending)"]
  }

  /// The type without the parentheses of one-element, unlabelled tuples around it.
  private static func unwrappedType(_ type: TypeSyntax) -> TypeSyntax {
    var unwrapped = type
    while let tuple = unwrapped.as(TupleTypeSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first, only.firstName == nil
    {
      unwrapped = only.type
    }
    return unwrapped
  }

  /// Whether an endpoint of this type can be made by an `EndpointFactory`.
  private static func isRecordable(_ type: TypeSyntax) -> Bool {
    let unwrapped = unwrappedType(type)
    guard let attributed = unwrapped.as(AttributedTypeSyntax.self),
      attributed.specifiers.isEmpty || isNonsending(unwrapped),
      let function = attributed.baseType.as(FunctionTypeSyntax.self)
    else { return false }
    let names = attributed.attributes.map { element -> String in
      guard case .attribute(let attribute) = element else { return "#if" }
      return attribute.attributeName.trimmedDescription
    }
    guard names.contains("Sendable"), names.allSatisfy({ $0 == "Sendable" || $0 == "escaping" })
    else { return false }
    if function.effectSpecifiers?.throwsClause != nil, !function.throwsAnyError { return false }
    return function.parameters.allSatisfy { parameter in
      guard parameter.ellipsis == nil, !parameter.type.is(AttributedTypeSyntax.self) else {
        return false
      }
      guard let someOrAny = parameter.type.as(SomeOrAnyTypeSyntax.self) else { return true }
      return someOrAny.someOrAnySpecifier.tokenKind == .keyword(.any)
    }
  }

  /// The closure type without an `@escaping` the user may already have written.
  static func escapingless(_ type: TypeSyntax) -> String {
    guard let attributed = type.as(AttributedTypeSyntax.self) else {
      return type.trimmedDescription
    }
    let attributes = attributed.attributes.filter {
      guard case .attribute(let attribute) = $0 else { return true }
      return attribute.attributeName.trimmedDescription != "escaping"
    }
    return attributed.with(\.attributes, attributes).trimmedDescription
  }

  /// `fileID: "…", filePath: "…", line: …, column: …` for the property's declaration, so a
  /// report points at the endpoint that was left unimplemented.
  static func sourceLocationArguments(
    of node: some SyntaxProtocol, in context: some MacroExpansionContext
  ) -> String {
    guard let fileID = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID),
      let filePath = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath)
    else { return "fileID: #fileID, filePath: #filePath, line: #line, column: #column" }
    return
      "fileID: \(fileID.file.trimmedDescription), filePath: \(filePath.file.trimmedDescription), line: \(fileID.line.trimmedDescription), column: \(fileID.column.trimmedDescription)"
  }

  /// A fix-it that makes the function type `throws`.
  static func insertThrows(into function: FunctionTypeSyntax) -> FixIt {
    let isAsync = function.effectSpecifiers?.asyncSpecifier != nil
    let parameters = "(\(function.parameters.trimmedDescription))"
    let fixed: TypeSyntax =
      "\(raw: parameters) \(raw: isAsync ? "async " : "")throws \(function.returnClause.trimmed)"
    return FixIt(
      message: FixMessage(message: "Mark it 'throws'"),
      changes: [
        .replace(
          oldNode: Syntax(function),
          newNode: Syntax(
            fixed.with(\.leadingTrivia, function.leadingTrivia)
              .with(\.trailingTrivia, function.trailingTrivia)))
      ])
  }
}
