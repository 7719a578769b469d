import SwiftSyntax

/// Whether a file uses a name that swift-concurrency-extras 1.x declares publicly, which
/// swift-dependencies' `Dependencies` re-exported and this package does not.
///
/// Names are read from the syntax: types and functions by their references (a name qualified
/// by the module, `ConcurrencyExtras.X`, counts whatever `X` is), the extensions of
/// `Task`, `AsyncStream`, `AsyncThrowingStream` and `AsyncSequence` by member access on a
/// written base, and `Result`'s asynchronous `init(catching:)` by a body that awaits.
///
/// A stream's `.finished` or `.never` written with no base (`= { .finished }`, a
/// `@DependencyClient` endpoint's default) counts where the file names a stream type, where it
/// is the whole body of a closure, or where it is a `placeholder:` argument
/// (`unimplemented("…", placeholder: .finished)`, a test value in a file of its own): the common
/// shapes; the cost of a wrong guess there is an import the file does not need.
final class ConcurrencyExtrasUses: WalkingVisitor {
  /// The public types and global functions and variables.
  static let topLevelNames: Set<String> = [
    "ActorIsolated", "AnyHashableSendable", "LockIsolated", "UncheckedSendable",
    "withMainSerialExecutor", "uncheckedUseMainSerialExecutor", "_defaultMegaYieldCount",
  ]
  /// The members added to standard types whose names the standard library does not use.
  static let memberNames: Set<String> = [
    "megaYield", "cancellableValue", "eraseToStream", "eraseToThrowingStream",
  ]
  /// The static members added to a standard type, by that type.
  static let staticMembers: [String: Set<String>] = [
    "Task": ["never"],
    "AsyncStream": ["never", "finished"],
    "AsyncThrowingStream": ["never", "finished"],
  ]
  static let streams: Set<String> = ["AsyncStream", "AsyncThrowingStream"]
  /// The module, whose name qualifies a use: `ConcurrencyExtras.LockIsolated`.
  static let module = ModuleNames.concurrencyExtras

  /// Whether the file uses one of the names.
  var found: Bool { direct || bareAsStream || (bare && namesStream) }

  /// A use found by its name alone.
  private var direct = false
  /// A `.finished` or `.never` with no base, anywhere, and where it can only be a stream's: the
  /// whole body of a closure, or a `placeholder:` argument.
  private var bare = false
  private var bareAsStream = false
  /// Whether the file names `AsyncStream` or `AsyncThrowingStream`.
  private var namesStream = false

  override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
    direct = direct || node.baseType.as(IdentifierTypeSyntax.self)?.name.text == Self.module
    return direct ? .skipChildren : .visitChildren
  }

  override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
    direct = direct || Self.topLevelNames.contains(node.name.text)
    namesStream = namesStream || Self.streams.contains(node.name.text)
    return direct ? .skipChildren : .visitChildren
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    direct = direct || Self.topLevelNames.contains(node.baseName.text)
    namesStream = namesStream || Self.streams.contains(node.baseName.text)
    return .skipChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.declName.baseName.text
    let base = node.base.flatMap(\.typeName)
    direct =
      direct || base == Self.module || Self.memberNames.contains(name)
      || base.flatMap { Self.staticMembers[$0]?.contains(name) } == true
    if node.base == nil, name == "finished" || name == "never" {
      bare = true
      bareAsStream = bareAsStream || node.isWholeClosureBody || node.isPlaceholder
    }
    return direct ? .skipChildren : .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    switch node.calledExpression.typeName {
    case let name? where Self.streams.contains(name):
      direct = direct || node.convertsASequence
    case "Result"?:
      direct = direct || node.catchesAnAsyncBody
    default:
      break
    }
    return found ? .skipChildren : .visitChildren
  }
}

extension MemberAccessExprSyntax {
  /// Whether the access is a `placeholder:` argument: `unimplemented("…", placeholder: .finished)`.
  fileprivate var isPlaceholder: Bool {
    parent?.as(LabeledExprSyntax.self)?.label?.text == "placeholder"
  }

  /// Whether the access is the one statement of a closure: `{ .finished }`.
  fileprivate var isWholeClosureBody: Bool {
    guard let item = parent?.as(CodeBlockItemSyntax.self),
      let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1
    else {
      return false
    }
    return list.parent?.is(ClosureExprSyntax.self) == true
  }
}

extension FunctionCallExprSyntax {
  /// Whether a call to a stream's initializer is `AsyncStream(sequence)`: one unlabelled
  /// argument that is not a type, as in `AsyncStream(Int.self) { … }`, and no closure.
  fileprivate var convertsASequence: Bool {
    guard arguments.count == 1, let argument = arguments.first, argument.label == nil,
      trailingClosure == nil
    else {
      return false
    }
    return argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "self"
  }

  /// Whether a call to `Result`'s initializer passes a body that awaits.
  fileprivate var catchesAnAsyncBody: Bool {
    let labelled = arguments.count == 1 && arguments.first?.label?.text == "catching"
    guard
      let body = trailingClosure.map(ExprSyntax.init)
        ?? (labelled ? arguments.first?.expression : nil)
    else {
      return false
    }
    return body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.await) }
  }
}

extension ExprSyntax {
  /// The name of the type this expression spells, such as `AsyncStream` for
  /// `AsyncStream<Int>`.
  fileprivate var typeName: String? {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    return self.as(GenericSpecializationExprSyntax.self)?.expression.as(
      DeclReferenceExprSyntax.self)?.baseName.text
  }
}
