import SwiftSyntax

/// A public (or `package`) swift-dependencies `@DependencyEntry var name: Type = testValue`
/// whose key another file of the package extends: swift-dependencies declared that key in
/// `DependencyValues`, named after the type (`DependencyValues.TypeKey`), and its docs have an
/// implementation module conform it to `DependencyKey` with the live value.
///
/// This package's macro declares no key another module can name, so the move writes the key
/// and the property as swift-dependencies' macro expanded them; the other module's extension
/// then builds as before:
///
/// ```swift
/// extension DependencyValues {
///   @DependencyEntry public var apiClient: any APIClient = MockAPIClient()
///   // → public nonisolated enum APIClientKey: TestDependencyKey {
///   //     public static var testValue: any APIClient { MockAPIClient() }
///   //   }
///   //   public var apiClient: any APIClient {
///   //     get { self[APIClientKey.self] }
///   //     set { self[APIClientKey.self] = newValue }
///   //   }
/// }
/// // Live module, unchanged:
/// extension DependencyValues.APIClientKey: DependencyKey {
///   public static let liveValue: any APIClient = LiveAPIClient()
/// }
/// ```
///
/// An entry with a `liveValue:` argument (its key was a `DependencyKey` already), another
/// attribute, no type annotation or no initializer is not of the shape.
struct ExtendedEntryKey {
  /// The declaration, and the name of its key.
  let declaration: VariableDeclSyntax
  let keyName: String
  private let name: String
  private let type: TypeSyntax
  private let testValue: ExprSyntax
  private let previewValue: ExprSyntax?
  private let access: String

  /// Reads `declaration`; `nil` unless it is of the shape and its key is one of
  /// `extendedKeys`, the names the package's files write as `DependencyValues.Name`.
  init?(_ declaration: VariableDeclSyntax, extendedKeys: Set<String>) {
    guard !extendedKeys.isEmpty, let (_, attribute) = declaration.dependencyEntry,
      declaration.attributes.count == 1,
      declaration.bindingSpecifier.tokenKind == .keyword(.var),
      declaration.bindings.count == 1, let binding = declaration.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      let type = binding.typeAnnotation?.type, let testValue = binding.initializer?.value,
      binding.accessorBlock == nil,
      let access = declaration.modifiers.first(where: {
        [.keyword(.public), .keyword(.package)].contains($0.name.tokenKind)
      })?.name.text
    else {
      return nil
    }
    var keyName = Self.keyTypeName(of: type).map { "\($0)Key" } ?? Self.keyName(ofProperty: name)
    var previewValue: ExprSyntax?
    for argument in attribute.arguments?.as(LabeledExprListSyntax.self) ?? [] {
      switch argument.label?.text {
      case "previewValue": previewValue = argument.expression
      case nil:
        // A key name of the user's: `@DependencyEntry("APIKey")`.
        guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
          literal.segments.count == 1,
          let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else {
          return nil
        }
        keyName = segment.content.text
      default: return nil
      }
    }
    guard extendedKeys.contains(keyName) else { return nil }
    self.declaration = declaration
    self.keyName = keyName
    self.name = name
    self.type = type
    self.testValue = testValue
    self.previewValue = previewValue
    self.access = access
  }

  /// The edit: the declaration, from its first attribute to its end, becomes the key and the
  /// property, at the declaration's indentation.
  var edit: SourceEdit {
    let indentation = declaration.leadingTrivia.indentation
    let type = type.trimmedDescription
    let modifiers = declaration.modifiers.trimmedDescription
    var lines = [
      "\(access) nonisolated enum \(keyName): TestDependencyKey {",
      "  \(access) static var testValue: \(type) { \(testValue.trimmedDescription) }",
    ]
    if let previewValue {
      lines.append(
        "  \(access) static var previewValue: \(type) { \(previewValue.trimmedDescription) }")
    }
    lines += [
      "}",
      "\(modifiers) var \(name): \(type) {",
      "  get { self[\(keyName).self] }",
      "  set { self[\(keyName).self] = newValue }",
      "}",
    ]
    return SourceEdit(
      range: declaration
        .positionAfterSkippingLeadingTrivia..<declaration
        .endPositionBeforeTrailingTrivia,
      replacement: lines.joined(separator: "\n" + indentation))
  }

  /// The change the edit makes, for the report.
  var description: String {
    "@DependencyEntry \(access) var \(name) → \(access) enum \(keyName): TestDependencyKey and a var \(name) of it: the package extends DependencyValues.\(keyName)"
  }

  /// The name swift-dependencies gave a public entry's key from its type, before `Key`:
  /// `APIClient` for `any APIClient`, `[APIClient]` or `Lib.APIClient?`; `nil` for a type it
  /// named otherwise.
  private static func keyTypeName(of type: TypeSyntax) -> String? {
    switch type.as(TypeSyntaxEnum.self) {
    case .identifierType(let type): type.name.text.trimmingBackticks
    case .memberType(let type): type.name.text.trimmingBackticks
    case .someOrAnyType(let type): keyTypeName(of: type.constraint)
    case .optionalType(let type): keyTypeName(of: type.wrappedType)
    case .implicitlyUnwrappedOptionalType(let type): keyTypeName(of: type.wrappedType)
    case .arrayType(let type): keyTypeName(of: type.element)
    default: nil
    }
  }

  /// The name swift-dependencies gave the key of an entry whose type names none: the
  /// property's, capitalized, then `Key`.
  private static func keyName(ofProperty name: String) -> String {
    let name = name.trimmingBackticks
    return name.prefix(1).uppercased() + name.dropFirst() + "Key"
  }
}

extension ExtendedEntryKey {
  /// The entries of `tree` of the shape.
  static func all(in tree: some SyntaxProtocol, extendedKeys: Set<String>) -> [ExtendedEntryKey] {
    VariableFinder(tree).variables.compactMap { ExtendedEntryKey($0, extendedKeys: extendedKeys) }
  }
}

/// The variable declarations of a tree.
private final class VariableFinder: WalkingVisitor {
  private(set) var variables: [VariableDeclSyntax] = []

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    variables.append(node)
    return .visitChildren
  }
}

extension String {
  /// The name without the backticks that escape it.
  fileprivate var trimmingBackticks: String { filter { $0 != "`" } }
}
