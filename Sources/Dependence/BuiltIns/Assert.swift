extension DependencyValues {
  /// Checks a condition like the standard library's `assert`, but fails the running test instead
  /// of stopping the process.
  ///
  /// - Live and preview: `Swift.assert`, checked in debug builds only.
  /// - Test: a false condition reports an issue at the call, and execution goes on.
  public var assert: any AssertionEffect { self[AssertKey.self] }

  /// Reports a failure like the standard library's `assertionFailure`: ``assert`` with `false`.
  public var assertionFailure: any AssertionFailureEffect {
    AssertionFailure(assert: self[AssertKey.self])
  }

  /// Checks a condition like the standard library's `precondition`, but fails the running test
  /// instead of stopping the process.
  ///
  /// - Live and preview: `Swift.precondition`, which stops the program in every build.
  /// - Test: a false condition reports an issue at the call, and execution goes on.
  public var precondition: any AssertionEffect { self[PreconditionKey.self] }
}

/// A check of a condition: the effect behind `\.assert` and `\.precondition`.
///
/// Call it as a function, `assert(condition, "message")`; a conformance implements
/// ``check(_:_:fileID:filePath:line:column:)``. The requirement has a name of its own so that a
/// type that does not implement it fails to build, rather than gaining the call as a witness
/// that would call itself.
public protocol AssertionEffect: Sendable {
  /// Checks `condition`; when it is false, reports `message` at the given location.
  func check(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )
}

extension AssertionEffect {
  /// Checks `condition`; when it is false, reports `message` at the caller's location.
  public func callAsFunction(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    check(condition(), message(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// An unconditional failure: the effect behind `\.assertionFailure`.
///
/// Call it as a function, `assertionFailure("message")`; a conformance implements
/// ``fail(_:fileID:filePath:line:column:)``, named apart from the call for the reason
/// ``AssertionEffect`` gives.
public protocol AssertionFailureEffect: Sendable {
  /// Reports `message` as a failure at the given location.
  func fail(
    _ message: @autoclosure () -> String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  )
}

extension AssertionFailureEffect {
  /// Reports `message` as a failure at the caller's location.
  public func callAsFunction(
    _ message: @autoclosure () -> String = "",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    fail(message(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The check behind `\.assert` and `\.precondition` in each context.
private enum Check: AssertionEffect {
  /// The standard library's `assert`: checked in debug builds only.
  case standardAssert
  /// The standard library's `precondition`: stops the program in every build.
  case standardPrecondition
  /// Reports a false condition as an issue beginning with `failure`, and returns.
  case report(failure: String)

  func check(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    switch self {
    case .standardAssert:
      Swift.assert(condition(), message(), file: filePath, line: line)
    case .standardPrecondition:
      Swift.precondition(condition(), message(), file: filePath, line: line)
    case .report(let failure):
      guard !condition() else { return }
      let message = message()
      reportIssue(
        message.isEmpty ? failure : "\(failure): \(message)",
        fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
}

private struct AssertionFailure: AssertionFailureEffect {
  let assert: any AssertionEffect

  func fail(
    _ message: @autoclosure () -> String,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    assert.check(false, message(), fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

enum AssertKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.assert"
  static let liveValue: any AssertionEffect = Check.standardAssert
  static var previewValue: any AssertionEffect { liveValue }
  static let testValue: any AssertionEffect = Check.report(failure: "Assertion failed")
}

enum PreconditionKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.precondition"
  static let liveValue: any AssertionEffect = Check.standardPrecondition
  static var previewValue: any AssertionEffect { liveValue }
  static let testValue: any AssertionEffect = Check.report(failure: "Precondition failed")
}
