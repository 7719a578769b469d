import SwiftSyntax

/// An `override func invokeTest()` whose one statement is swift-concurrency-extras'
/// `withMainSerialExecutor { super.invokeTest() }`, which swift-dependencies re-exported: every
/// test of the class on the main serial executor, so that swift-clocks' clocks run its work in
/// order. A `DependenceTestCase` says the same with `scheduling`.
///
/// ```swift
/// final class TimerTests: XCTestCase {       // → TimerTests: DependenceTestCase {
///   override func invokeTest() {             // → override var scheduling: TestScheduling {
///     withMainSerialExecutor {               //     .deterministic
///       super.invokeTest()                   //   }
///     }
///   }
/// }
/// ```
struct SerialInvokeTest {
  /// The class, and the override.
  let testCase: InvokeTestOverride.TestCase
  let function: FunctionDeclSyntax

  /// What the override becomes.
  static let replacement = "override var scheduling: TestScheduling { .deterministic }"

  /// Reads `function`; `nil` unless it is an override of the shape, in a class a rewrite can
  /// turn into a `DependenceTestCase`.
  init?(_ function: FunctionDeclSyntax, rewrittenBases: Set<String> = []) {
    guard function.name.text == "invokeTest",
      function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
      case .success(let testCase) = InvokeTestOverride.testCase(
        of: function, rewrittenBases: rewrittenBases),
      let statements = function.body?.statements, statements.count == 1,
      statements.first?.mainSerialExecutorStatement?.isSuperInvokeTest == true
    else {
      return nil
    }
    self.testCase = testCase
    self.function = function
  }

  /// Whether the rewrite would drop a comment: one inside the override, which it replaces
  /// from its first attribute or keyword on.
  var losesComments: Bool { function.hasCommentsInside }

  /// The edits: the superclass becomes `DependenceTestCase` (a class that extends one the
  /// migration rewrites keeps its own), and the override, from its attributes to its `}`, the
  /// ``replacement``. Comments above it stay.
  var edits: [SourceEdit] {
    var edits: [SourceEdit] = []
    if !testCase.extendsRewrittenBase {
      edits.append(InvokeTestRewrite.superclassEdit(testCase.superclass))
    }
    edits.append(
      SourceEdit(
        range: function
          .positionAfterSkippingLeadingTrivia..<function
          .endPositionBeforeTrailingTrivia,
        replacement: Self.replacement))
    return edits
  }

  /// The change the edits make, for the report.
  var description: String {
    let superclass =
      testCase.extendsRewrittenBase
      ? "" : "\(testCase.superclass.trimmedDescription) → DependenceTestCase, "
    return
      "\(testCase.testCase.name.text): \(superclass)invokeTest's withMainSerialExecutor → scheduling .deterministic"
  }

  static let comments = "the rewrite would lose the comments inside it"

  /// The step for an override of the shape the migration does not rewrite, with why.
  static func step(_ reason: String) -> String {
    "subclass `DependenceTestCase` and override `scheduling` with `.deterministic`, in place of `invokeTest` (not rewritten: \(reason))"
  }
}
