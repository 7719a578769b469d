import SwiftSyntax

/// Writes, in a file that used swift-dependencies' `@DependencyClient`, the methods that macro
/// generated for the endpoints (see ``DependencyClientEndpoint``): one extension per client, right
/// after the client's declaration, holding the methods neither the file nor its package declares
/// yet. A `@DependencyEndpoint` attribute of a client's property goes: endpoints are plain closure
/// properties here. A stored value whose type that macro let Swift infer gets it written
/// (``InferredStoredValue``).
final class DependencyClientMethods: SyntaxVisitor {
  /// An endpoint whose method the migration cannot write.
  struct Unwritten {
    /// The property.
    let property: VariableDeclSyntax
    /// What to do, in one line.
    let what: String
  }

  private let converter: SourceLocationConverter
  /// The methods the file and the rest of its package declare, as `Client.fetch(count:)`.
  private let declared: Set<String>
  /// The edits that add the extensions and remove the attributes.
  private(set) var edits: [SourceEdit] = []
  /// What the edits do, with the lines of the file.
  private(set) var changes: [Change] = []
  /// The endpoints left to write by hand.
  private(set) var unwritten: [Unwritten] = []
  /// The extensions to add after each top-level declaration, by its position.
  private var additions: [(anchor: CodeBlockItemSyntax, text: String)] = []

  /// Finds the methods `tree` needs, apart from those it or `declaredElsewhere` (the methods
  /// the package's other files declare) has.
  init(_ tree: SourceFileSyntax, declaredElsewhere: Set<String> = []) {
    self.converter = SourceLocationConverter(fileName: "", tree: tree)
    let methods = DeclaredMethods()
    methods.walk(tree)
    self.declared = methods.signatures.union(declaredElsewhere)
    super.init(viewMode: .sourceAccurate)
    walk(tree)
    for (anchor, text) in additions {
      edits.append(SourceEdit(range: anchor.endPosition..<anchor.endPosition, replacement: text))
    }
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    guard
      node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.isDependencyClient == true })
    else {
      return .visitChildren
    }
    let properties = Self.properties(in: node.memberBlock.members)
    for property in properties {
      if let attribute = property.attribute(named: "DependencyEndpoint") {
        edits.append(Self.removal(of: attribute))
        record(
          attribute,
          "\(attribute.trimmedDescription) → removed: endpoints are plain closure properties here")
      }
    }
    for property in properties {
      typeInferredValue(property)
      severalBindings(property)
    }
    let client = node.name.text
    let endpoints = properties.compactMap(DependencyClientEndpoint.init).filter {
      !declared.contains("\(client).\($0.signature)")
    }
    guard !endpoints.isEmpty else { return .visitChildren }
    guard let (anchor, qualifiedName) = Self.topLevelAnchor(of: node) else {
      for endpoint in endpoints {
        unwritten.append(
          Unwritten(
            property: endpoint.property,
            what:
              "this package's `@DependencyClient` writes no methods: write `\(endpoint.signature)` in an extension of `\(client)`, calling `self.\(endpoint.name)`"
          ))
      }
      return .visitChildren
    }
    let outer = anchor.leadingTrivia.indentation
    let unit = Self.indentationUnit(of: node, properties: properties)
    let pending = Set(endpoints.map(\.property.id))
    var written: [String] = []
    let methods = methodBlocks(
      in: node.memberBlock.members, pending: pending, indentation: outer + unit, unit: unit,
      written: &written)
    guard !written.isEmpty else { return .visitChildren }
    // Members swift-dependencies' macro wrote had the client's isolation; an extension's have
    // the module's default, unless it says otherwise (a `nonisolated` client in a module whose
    // default isolation is the main actor).
    let isolation =
      node.modifiers.contains { $0.name.tokenKind == .keyword(.nonisolated) } ? "nonisolated " : ""
    record(
      node,
      "@DependencyClient \(client) → added extension \(qualifiedName) with \(written.joined(separator: ", ")): the macro here writes no methods"
    )
    additions.append(
      (
        anchor,
        "\n\n\(outer)\(isolation)extension \(qualifiedName) {\n\(methods.joined(separator: "\n\n"))\n\(outer)}"
      ))
    return .visitChildren
  }

  /// The client's properties, those in its `#if` clauses included.
  private static func properties(in members: MemberBlockItemListSyntax) -> [VariableDeclSyntax] {
    members.flatMap { member -> [VariableDeclSyntax] in
      if let property = member.decl.as(VariableDeclSyntax.self) { return [property] }
      guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return [] }
      return conditional.clauses.flatMap { clause -> [VariableDeclSyntax] in
        guard case .decls(let inner) = clause.elements else { return [] }
        return properties(in: inner)
      }
    }
  }

  /// The methods of the endpoints among `members` whose properties are `pending`, each a block
  /// of text at `indentation`, in the members' order: an endpoint in a `#if` clause gets its
  /// method in the same clause, so that it builds where its property exists. Adds the
  /// signatures it writes to `written`, and lists the endpoints it cannot write.
  private func methodBlocks(
    in members: MemberBlockItemListSyntax, pending: Set<SyntaxIdentifier>, indentation: String,
    unit: String, written: inout [String]
  ) -> [String] {
    var blocks: [String] = []
    for member in members {
      if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
        var clauses: [String] = []
        var writesAny = false
        for clause in conditional.clauses {
          let condition = clause.condition.map { " \($0.trimmedDescription)" } ?? ""
          var inner: [String] = []
          if case .decls(let decls) = clause.elements {
            let before = written.count
            inner = methodBlocks(
              in: decls, pending: pending, indentation: indentation + unit, unit: unit,
              written: &written)
            writesAny = writesAny || written.count > before
          }
          let header = indentation + clause.poundKeyword.text + condition
          clauses.append(
            inner.isEmpty ? header : header + "\n" + inner.joined(separator: "\n\n"))
        }
        if writesAny { blocks.append((clauses + [indentation + "#endif"]).joined(separator: "\n")) }
        continue
      }
      guard let property = member.decl.as(VariableDeclSyntax.self), pending.contains(property.id),
        let endpoint = DependencyClientEndpoint(property)
      else { continue }
      guard let method = endpoint.method else {
        unwritten.append(
          Unwritten(
            property: endpoint.property,
            what:
              "this package's `@DependencyClient` writes no methods, and \(endpoint.reason ?? "this one cannot be written for you"): write `\(endpoint.signature)` yourself, or call `\(endpoint.name)`"
          ))
        continue
      }
      written.append(endpoint.signature)
      blocks.append(
        [indentation + method[0], indentation + unit + method[1], indentation + method[2]]
          .joined(separator: "\n"))
    }
    return blocks
  }

  /// Writes the type of a stored value with no type (``InferredStoredValue``), or lists it.
  private func typeInferredValue(_ property: VariableDeclSyntax) {
    guard let stored = InferredStoredValue(property) else { return }
    guard let edit = stored.edit else {
      unwritten.append(Unwritten(property: property, what: stored.step))
      return
    }
    edits.append(edit)
    record(stored.binding, stored.change)
  }

  /// Lists a declaration of several stored properties (`var a = 1, b = 2`): this package's
  /// macro needs one per declaration, and splitting it would move the lines below.
  private func severalBindings(_ property: VariableDeclSyntax) {
    let isInstanceMember = !property.modifiers.contains {
      [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
    }
    guard isInstanceMember, property.bindings.count > 1,
      property.bindings.contains(where: { $0.accessorBlock == nil })
    else {
      return
    }
    let names = property.bindings.map { "`\($0.pattern.trimmedDescription)`" }
    unwritten.append(
      Unwritten(
        property: property,
        what:
          "declare \(names.joined(separator: ", ")) each with its own `\(property.bindingSpecifier.text)` and its type: this package's `@DependencyClient` needs one property per declaration"
      ))
  }

  /// The statement at the top level of the file, or of one of its `#if` clauses, that holds
  /// `node`, and `node`'s name from there (`Outer.Client`); `nil` for a type declared in a
  /// function or a generic type, which an extension cannot name.
  private static func topLevelAnchor(of node: StructDeclSyntax)
    -> (CodeBlockItemSyntax, String)?
  {
    var names = [node.name.text]
    var current = Syntax(node)
    while let parent = current.parent {
      defer { current = parent }
      if let item = parent.as(CodeBlockItemSyntax.self) {
        let owner = item.parent?.parent
        guard
          owner?.is(SourceFileSyntax.self) == true || owner?.is(IfConfigClauseSyntax.self) == true
        else {
          return nil
        }
        return (item, names.joined(separator: "."))
      }
      if let type = parent.asProtocol((any DeclGroupSyntax).self), parent.id != node.id {
        if let extended = type.as(ExtensionDeclSyntax.self) {
          names.insert(extended.extendedType.trimmedDescription, at: 0)
        } else if let named = parent.asProtocol((any NamedDeclSyntax).self) {
          if parent.asProtocol((any WithGenericParametersSyntax).self)?.genericParameterClause
            != nil
          {
            return nil
          }
          names.insert(named.name.text, at: 0)
        }
      }
    }
    return nil
  }

  /// One level of indentation as the client's declaration writes it: its properties' less its
  /// own, or two spaces.
  private static func indentationUnit(
    of node: StructDeclSyntax, properties: [VariableDeclSyntax]
  ) -> String {
    let own = node.leadingTrivia.indentation
    guard let inner = properties.first?.leadingTrivia.indentation, inner.hasPrefix(own),
      inner.count > own.count
    else {
      return "  "
    }
    return String(inner.dropFirst(own.count))
  }

  /// The edit that removes `attribute` and the space after it, up to the next token.
  private static func removal(of attribute: AttributeSyntax) -> SourceEdit {
    let end = attribute.nextToken(viewMode: .sourceAccurate)?.positionAfterSkippingLeadingTrivia
    return SourceEdit(
      range: attribute.positionAfterSkippingLeadingTrivia..<(end ?? attribute.endPosition),
      replacement: "")
  }

  private func record(_ node: some SyntaxProtocol, _ description: String) {
    let line = node.startLocation(converter: converter).line
    changes.append(Change(line: line, description: description))
  }
}
