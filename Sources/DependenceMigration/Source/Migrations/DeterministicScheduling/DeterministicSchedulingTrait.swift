import SwiftSyntax

/// Finds, in a test file, the tests that advance a `TestClock` without deterministic scheduling
/// (see ``DeterministicSchedulingTraitMigration``): the edits that give each Swift Testing `@Test`
/// the `.deterministicScheduling` trait and wrap each XCTest method's body in
/// `withDeterministicScheduling { }` (``XCTestBodyWrap``), and a step for a method it cannot wrap.
final class DeterministicSchedulingTrait: SyntaxVisitor {
  /// The edits that add the trait.
  private(set) var edits: [SourceEdit] = []
  /// The traits added, with the lines of the file.
  private(set) var changes: [Change] = []
  /// The XCTest methods that advance a clock, as steps with the lines of the file.
  private(set) var steps: [ManualStep] = []

  private let converter: SourceLocationConverter
  /// The names of the target's `TestClock`s, where the file names none itself: then only a call
  /// on one of them counts as advancing a clock (see ``TestClockBindings``).
  private let clockNames: Set<String>?

  /// - Parameters:
  ///   - tree: The test file.
  ///   - clockNames: `nil` for a file that names `TestClock`, where any `advance…` call counts;
  ///     otherwise the names its target gives its clocks.
  init(_ tree: SourceFileSyntax, clockNames: Set<String>? = nil) {
    converter = SourceLocationConverter(fileName: "", tree: tree)
    self.clockNames = clockNames
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    guard !Self.isInDeterministicType(node), let body = node.body,
      !Self.mentionsDeterminism(node.attributes), !Self.mentionsDeterminism(body),
      Self.advancesAClock(body, clockNames: clockNames)
    else {
      return .skipChildren
    }
    if let test = node.attributes.testAttribute {
      addTrait(to: test)
    } else if node.name.text.hasPrefix("test"), node.signature.parameterClause.parameters.isEmpty,
      let wrap = XCTestBodyWrap(node)
    {
      edits += wrap.edits
      changes.append(
        Change(
          line: node.funcKeyword.startLocation(converter: converter).line,
          description:
            "\(node.name.text): body → withDeterministicScheduling { … }: the test advances a TestClock, and swift-clocks' advance yielded before moving it"
        ))
    } else if node.name.text.hasPrefix("test"), node.signature.parameterClause.parameters.isEmpty {
      steps.append(
        ManualStep(
          line: node.startLocation(converter: converter).line,
          what:
            "`\(node.name.text)` advances a TestClock: swift-clocks' `advance` yielded first and this one does not; wrap the body in `try await withDeterministicScheduling { … }`, or `try await clock.waitForSleepers(count:)` before advancing",
          section: GuideSection.oneLine))
    }
    return .skipChildren
  }

  /// Whether a type or extension around `node` already asks for deterministic scheduling: in
  /// its attributes, for a `DependenceTestCase` in its `scheduling` override, or, for an
  /// `XCTestCase`, in an `invokeTest` override that wraps the tests in `withMainSerialExecutor`.
  private static func isInDeterministicType(_ node: FunctionDeclSyntax) -> Bool {
    sequence(first: Syntax(node), next: \.parent).contains {
      guard let group = $0.asProtocol((any DeclGroupSyntax).self) else { return false }
      return mentionsDeterminism(group.attributes)
        || group.memberBlock.members.contains { member in
          // An `invokeTest` that runs each test on the main serial executor, which the
          // migration turns into a `scheduling` override (or lists, and the tests stay serial).
          if let function = member.decl.as(FunctionDeclSyntax.self),
            function.name.text == "invokeTest"
          {
            return mentionsDeterminism(function)
          }
          guard let variable = member.decl.as(VariableDeclSyntax.self),
            variable.bindings.contains(where: {
              $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "scheduling"
            })
          else { return false }
          return mentionsDeterminism(variable)
        }
    }
  }

  /// `@Test` → `@Test(.deterministicScheduling)`; `@Test("name", .tags(.a))` →
  /// `@Test("name", .tags(.a), .deterministicScheduling)`.
  private func addTrait(to attribute: AttributeSyntax) {
    let edit: SourceEdit
    let name = "@\(attribute.attributeName.trimmedDescription)"
    let new: String
    if case .argumentList(let arguments) = attribute.arguments,
      let parameterized = arguments.first(where: { $0.label?.text == "arguments" })
    {
      // Traits come before `arguments:`, which a collection or two may follow.
      new = "\(name)(…, .deterministicScheduling, arguments: …)"
      let start = parameterized.positionAfterSkippingLeadingTrivia
      edit = SourceEdit(range: start..<start, replacement: ".deterministicScheduling, ")
    } else if case .argumentList(let arguments) = attribute.arguments, let last = arguments.last {
      new = "\(name)(…, .deterministicScheduling)"
      let end =
        last.trailingComma?.endPositionBeforeTrailingTrivia
        ?? last.expression.endPositionBeforeTrailingTrivia
      let separator = last.trailingComma == nil ? ", " : " "
      edit = SourceEdit(range: end..<end, replacement: "\(separator).deterministicScheduling")
    } else if attribute.arguments == nil {
      new = "\(name)(.deterministicScheduling)"
      let end = attribute.attributeName.endPositionBeforeTrailingTrivia
      edit = SourceEdit(range: end..<end, replacement: "(.deterministicScheduling)")
    } else {
      return
    }
    edits.append(edit)
    changes.append(
      Change(
        line: attribute.startLocation(converter: converter).line,
        description:
          "\(name) → \(new): the test advances a TestClock, and swift-clocks' advance yielded before moving it"
      ))
  }

  /// Whether `node` already asks for deterministic scheduling (a trait, a scheduling option, a
  /// `withDeterministicScheduling { }`).
  private static func mentionsDeterminism(_ node: some SyntaxProtocol) -> Bool {
    node.tokens(viewMode: .sourceAccurate).contains {
      $0.text.hasPrefix("deterministic") || $0.text == "withDeterministicScheduling"
        || $0.text == "withMainSerialExecutor"
    }
  }

  /// Whether `body` calls a function whose name starts with `advance`: `clock.advance(by:)`,
  /// `advance(to:)`, or a helper of the package such as `advanceClock(by:)`, which reaches
  /// swift-clocks' `advance` in a file of its own; `checkSuspension()`; or `run()` and
  /// `run(timeout:)` of something whose name says it is a clock (`clock.run()`,
  /// `testClock.run(timeout:)`), as `run` alone names too many other things.
  /// Where `clockNames` is set (the names of the target's clocks, for a file that names no
  /// `TestClock`), only a call on one of those names counts.
  static func advancesAClock(_ body: CodeBlockSyntax, clockNames: Set<String>?) -> Bool {
    if let clockNames {
      return TestClockBindings.advance(oneOf: clockNames, in: body)
    }
    return body.tokens(viewMode: .sourceAccurate).contains { token in
      guard
        token.text.hasPrefix("advance") || token.text == "checkSuspension" || token.text == "run",
        let reference = token.parent
      else { return false }
      let member = reference.parent?.as(MemberAccessExprSyntax.self)
      if token.text == "run" {
        guard let base = member?.base?.trimmedDescription.lowercased(),
          base.hasSuffix("clock")
        else { return false }
      }
      let callee = member.map(Syntax.init) ?? Syntax(reference)
      return callee.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == callee.id
    }
  }
}

extension AttributeListSyntax {
  /// Swift Testing's `@Test` attribute in the list, if any.
  fileprivate var testAttribute: AttributeSyntax? {
    lazy.compactMap { $0.as(AttributeSyntax.self) }.first {
      let name = $0.attributeName.trimmedDescription
      return name == "Test" || name == "Testing.Test"
    }
  }
}
