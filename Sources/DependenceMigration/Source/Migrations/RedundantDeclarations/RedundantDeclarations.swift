import SwiftSyntax

/// Finds, in a renamed file, what this package already declares and the file need not:
/// a `Dependency` initializer of the shape of `DependenceTesting`'s `@Dependency(_:as:)`, and a
/// (retroactive) conformance of one of this package's types that this package declares.
///
/// Each is removed with its lines; an extension left with nothing in it goes too. What cannot
/// go safely (an initializer of another shape, a conformance whose extension has members) is
/// left to the steps of ``RedundantDeclarationsMigration``.
final class RedundantDeclarations: SyntaxVisitor {
  /// The conformances this package declares on its types that swift-dependencies' and
  /// swift-clocks' types of the same name did not have.
  static let conformances: [String: Set<String>] = [
    "DependencyContext": ["CaseIterable", "RawRepresentable"],
    "SuspensionError": ["CustomStringConvertible"],
  ]

  private let converter: SourceLocationConverter
  private let removesCastHelpers: Bool
  /// The edits that remove the declarations.
  private(set) var edits: [SourceEdit] = []
  /// The removals, with the lines of the file.
  private(set) var changes: [Change] = []

  /// - Parameters:
  ///   - tree: The renamed file.
  ///   - removesCastHelpers: Whether the file will import `DependenceTesting`, which declares
  ///     `@Dependency(_:as:)`.
  init(_ tree: SourceFileSyntax, removesCastHelpers: Bool) {
    self.converter = SourceLocationConverter(fileName: "", tree: tree)
    self.removesCastHelpers = removesCastHelpers
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let members = Array(node.memberBlock.members)
    var removed: [MemberBlockItemSyntax] = []
    if removesCastHelpers, node.extendsDependency {
      removed = members.filter {
        $0.decl.as(InitializerDeclSyntax.self)?.isDependencyCastHelper == true && $0.fillsItsLines
      }
    }
    let entries = Array(node.inheritanceClause?.inheritedTypes ?? [])
    let declared = node.extendedTypeName.flatMap { Self.conformances[$0] } ?? []
    let redundant = members.isEmpty ? entries.filter { declared.contains($0.protocolName) } : []

    let keepsMembers = removed.count < members.count
    if !keepsMembers, redundant.count == entries.count, !(members.isEmpty && entries.isEmpty),
      node.fillsItsLines
    {
      edits.append(node.lineRemoval(withDocComments: true))
      record(node, removed: removed, redundant: redundant, wholeExtension: true)
      return .skipChildren
    }
    for member in removed {
      edits.append(member.lineRemoval(withDocComments: true))
    }
    if !redundant.isEmpty, let clause = node.inheritanceClause {
      edits += Self.removal(of: redundant, from: clause)
    }
    record(node, removed: removed, redundant: redundant, wholeExtension: false)
    return .skipChildren
  }

  private func record(
    _ node: ExtensionDeclSyntax, removed: [MemberBlockItemSyntax],
    redundant: [InheritedTypeSyntax], wholeExtension: Bool
  ) {
    let type = node.extendedType.trimmedDescription
    for member in removed {
      let line = member.decl.startLocation(converter: converter).line
      changes.append(
        Change(
          line: line,
          description:
            "init(_:as:) in extension \(type) → removed: DependenceTesting ships `@Dependency(_:as:)`"
        ))
    }
    for entry in redundant {
      let line = entry.startLocation(converter: converter).line
      changes.append(
        Change(
          line: line,
          description:
            "\(type): \(entry.type.trimmedDescription) → removed: Dependence declares the conformance"
        ))
    }
    if wholeExtension {
      changes.append(
        Change(
          line: node.startLocation(converter: converter).line,
          description: "extension \(type) → removed: nothing is left in it"))
    }
  }

  /// The edits that remove `entries` from `clause`: the whole clause when they are all of it.
  private static func removal(
    of entries: [InheritedTypeSyntax], from clause: InheritanceClauseSyntax
  ) -> [SourceEdit] {
    let all = Array(clause.inheritedTypes)
    if entries.count == all.count {
      return [
        SourceEdit(
          range: clause.positionAfterSkippingLeadingTrivia..<clause.endPositionBeforeTrailingTrivia,
          replacement: "")
      ]
    }
    let removed = Set(entries.map(\.id))
    return all.indices.filter { removed.contains(all[$0].id) }.map { index in
      if let next = all[(index + 1)...].first(where: { !removed.contains($0.id) }) {
        return SourceEdit(
          range: all[index]
            .positionAfterSkippingLeadingTrivia..<next.positionAfterSkippingLeadingTrivia,
          replacement: "")
      }
      let comma = all[index - 1].trailingComma?.positionAfterSkippingLeadingTrivia
      return SourceEdit(
        range: (comma ?? all[index].position)..<all[index].type.endPositionBeforeTrailingTrivia,
        replacement: "")
    }
  }
}
