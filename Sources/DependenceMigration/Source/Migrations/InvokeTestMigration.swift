import SwiftSyntax

/// The `invokeTest` override swift-dependencies' docs recommend for XCTest, as this package's
/// `DependenceTestCase`.
///
/// Finds, in a file that uses swift-dependencies, swift-clocks or this package, each
/// `override func invokeTest()` (see ``InvokeTestOverride``).
///
/// Rewrites, in a test file that will import `DependenceTesting` (`import Dependencies` becomes
/// that module in such a file, see ``SourceFacts/dependenciesModule``), an override of the shape
/// in a class that subclasses `XCTestCase`: the superclass becomes `DependenceTestCase`, and the
/// override `override func dependencies(_ values: inout DependencyValues)`, whose body is the
/// update closure's statements with its parameter named `values` (see ``InvokeTestRewrite``).
/// The rewrite is an edit of the renamed file, which keeps the lines of the other edits; the
/// qualified names it removes (`Dependencies.withDependencies`) are not renamed first.
///
/// Rewrites as well an override whose one statement is `withMainSerialExecutor {
/// super.invokeTest() }`: the class becomes a `DependenceTestCase` whose `scheduling` is
/// `.deterministic` (see ``SerialInvokeTest``); and the first shape inside
/// `withMainSerialExecutor { }`, or with `super.invokeTest()` inside it, as both overrides.
///
/// Leaves by hand every other override, with why it was not rewritten.
///
/// ```swift
/// final class FeatureTests: XCTestCase {                // → FeatureTests: DependenceTestCase {
///   override func invokeTest() {                        // → override func dependencies(
///     withDependencies { $0.apiClient = .mock }         //     _ values: inout DependencyValues
///     operation: { super.invokeTest() }                 //   ) { values.apiClient = .mock }
///   }
/// }
/// ```
struct InvokeTestMigration: SourceFileMigration {
  static let step =
    "subclass `DependenceTestCase` and override `dependencies(_:)` with the values to set"
  /// What the step adds for an override that ran the tests on the main serial executor too.
  static let scheduling = ", and `scheduling` with `.deterministic`"
  static let notATest = "the file is not in a test target"
  static let noTestingImport = "the file will not import `DependenceTesting`, which declares it"
  static let declaresNames =
    "the file declares a `DependenceTestCase` or `DependencyValues` of its own"
  /// The names a rewritten test case writes, which a file's own declarations would shadow.
  static let testCaseNames: Set<String> = ["DependenceTestCase", "DependencyValues"]

  let facts: SourceFacts

  /// Why the file's overrides of the shape are not rewritten, or `nil` when they are.
  private var fileReason: String? {
    if !facts.hostsTestCases { return Self.notATest }
    // A library's file that imports swift-dependencies' test support imports ours after the move.
    if facts.isTest && !facts.importsTesting { return Self.noTestingImport }
    if !facts.declared.isDisjoint(with: Self.testCaseNames) {
      return Self.declaresNames
    }
    return nil
  }

  /// `Dependencies.withDependencies` in an override the edit stage rewrites, left as it is.
  func rename(_ node: MemberAccessExprSyntax, in renaming: SourceRenaming) -> ExprSyntax? {
    node.declName.isNamed("withDependencies") && isRewritten(node) ? ExprSyntax(node) : nil
  }

  /// `Dependencies.DependencyValues` in the update closure's signature of an override the edit
  /// stage rewrites, left as it is.
  func rename(_ node: MemberTypeSyntax, in renaming: SourceRenaming) -> TypeSyntax? {
    node.name.text == "DependencyValues" && isRewritten(node) ? TypeSyntax(node) : nil
  }

  func edits(inRenamed tree: SourceFileSyntax) -> SourceEdits {
    guard facts.overridesInvokeTest, fileReason == nil else { return SourceEdits() }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var made = SourceEdits()
    let overrides = InvokeTestOverrides(tree, rewrittenBases: facts.rewrittenTestCases).found
    for serial in InvokeTestOverrides(tree, rewrittenBases: facts.rewrittenTestCases).serial
    where !serial.losesComments {
      made.edits += serial.edits
      made.changes.append(
        Change(
          line: serial.testCase.testCase.classKeyword.startLocation(converter: converter).line,
          description: serial.description))
    }
    for case .success(let parts) in overrides.map(\.shape) {
      made.edits += InvokeTestRewrite.edits(parts)
      let superclass =
        parts.extendsRewrittenBase
        ? "invokeTest's withDependencies → dependencies(_:), which sets \(parts.superclass.trimmedDescription)'s values last"
        : "\(parts.superclass.trimmedDescription) → DependenceTestCase, invokeTest's withDependencies → dependencies(_:)"
      let scheduling =
        parts.deterministic ? ", withMainSerialExecutor → scheduling .deterministic" : ""
      made.changes.append(
        Change(
          line: parts.testCase.classKeyword.startLocation(converter: converter).line,
          description: "\(parts.testCase.name.text): \(superclass)\(scheduling)"))
    }
    return made
  }

  /// A step for an override left as it is, with why.
  func manualSteps(at node: Syntax, in file: ParsedFile) -> [ManualStep] {
    guard let function = node.as(FunctionDeclSyntax.self), facts.importsRelatedModules,
      let override = InvokeTestOverride(function, rewrittenBases: facts.rewrittenTestCases)
    else {
      return []
    }
    if let serial = SerialInvokeTest(function, rewrittenBases: facts.rewrittenTestCases) {
      let reason = fileReason ?? (serial.losesComments ? SerialInvokeTest.comments : "")
      return [file.step(at: function, SerialInvokeTest.step(reason), GuideSection.oneLine)]
    }
    let base = function.ancestorOrSelf(mapping: { $0.as(ClassDeclSyntax.self) })?
      .inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text
    let reason: String
    var scheduling = ""
    switch override.shape {
    case .failure(let notRewritten):
      // A Quick spec stays one, and its override binds the values around its examples here as
      // it did: nothing to do.
      if let base, Self.specBases.contains(base) { return [] }
      reason = notRewritten.reason
    case .success(let parts):
      reason = fileReason ?? InvokeTestOverride.body
      if parts.deterministic { scheduling = Self.scheduling }
    }
    let step = base.flatMap { facts.rewrittenTestCases.contains($0) ? Self.step(under: $0) : nil }
    return [
      file.step(
        at: function, "\(step ?? Self.step)\(scheduling) (not rewritten: \(reason))",
        GuideSection.oneLine)
    ]
  }

  /// The XCTest case classes of Quick, whose subclasses must stay theirs.
  static let specBases: Set<String> = ["QuickSpec", "AsyncSpec"]

  /// The step for an override left in a class whose superclass the migration rewrites: its
  /// `withDependencies` around `super.invokeTest()` stops reaching the tests.
  static func step(under base: String) -> String {
    "override `dependencies(_:)` with the values to set, calling `super.dependencies(&values)` last: `\(base)` becomes a `DependenceTestCase`, whose tests do not see values set around `super.invokeTest()`"
  }

  /// Whether `node` is in what the edit stage writes anew of an override it rewrites.
  private func isRewritten(_ node: some SyntaxProtocol) -> Bool {
    guard facts.overridesInvokeTest, fileReason == nil,
      let function = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
      case .success(let parts)? = InvokeTestOverride(
        function, rewrittenBases: facts.rewrittenTestCases)?.shape
    else {
      return false
    }
    let position = node.positionAfterSkippingLeadingTrivia
    return parts.head.contains(position) || parts.tail.contains(position)
  }
}

/// The `invokeTest` overrides of a file.
final class InvokeTestOverrides: SyntaxVisitor {
  private let rewrittenBases: Set<String>
  private(set) var found: [InvokeTestOverride] = []
  /// Those of them that only wrap `super.invokeTest()` in `withMainSerialExecutor`.
  private(set) var serial: [SerialInvokeTest] = []

  /// Finds the overrides of `tree`, reading a subclass of one of `rewrittenBases` as one of
  /// `XCTestCase`.
  init(_ tree: some SyntaxProtocol, rewrittenBases: Set<String> = []) {
    self.rewrittenBases = rewrittenBases
    super.init(viewMode: .sourceAccurate)
    walk(tree)
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    if let override = InvokeTestOverride(node, rewrittenBases: rewrittenBases) {
      found.append(override)
    }
    if let override = SerialInvokeTest(node, rewrittenBases: rewrittenBases) {
      serial.append(override)
    }
    return .visitChildren
  }

  /// The classes of `trees` whose override of the shape the migration rewrites (either shape,
  /// `withDependencies` or `withMainSerialExecutor`): those of `XCTestCase`, then, again and
  /// again until none is added, those of a class found before.
  static func rewrittenTestCases(in trees: [SourceFileSyntax]) -> Set<String> {
    var found: Set<String> = []
    while true {
      let more = trees.reduce(into: found) { names, tree in
        for case .success(let parts) in InvokeTestOverrides(tree, rewrittenBases: found).found
          .map(\.shape)
        {
          names.insert(parts.testCase.name.text)
        }
        for serial in InvokeTestOverrides(tree, rewrittenBases: found).serial
        where !serial.losesComments {
          names.insert(serial.testCase.testCase.name.text)
        }
      }
      if more == found { return found }
      found = more
    }
  }
}
