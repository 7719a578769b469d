/// A closure that reports an issue when it is called, and returns `placeholder`: the unimplemented
/// endpoint of a test value, written in closure position.
///
/// ```swift
/// static let testValue = WeatherClient(
///   forecast: unimplemented("WeatherClient.forecast", placeholder: .sunny),
///   alerts: unimplemented("WeatherClient.alerts", placeholder: [])
/// )
/// ```
///
/// swift-issue-reporting's spelling, which swift-dependencies re-exported, with the same meaning:
/// for any number of arguments, synchronous or `async` (the next overloads), throwing or not.
/// The report names the endpoint (or, without a description, the line that made the closure)
/// and the arguments of the call.
///
/// - Parameters:
///   - description: The endpoint's name, such as `"WeatherClient.forecast"`.
///   - placeholder: What the closure returns; nothing for an endpoint that returns `Void`.
/// - Returns: A closure that reports its calls.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> sending Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) -> sending Result {
  let call = UnimplementedCall(description, fileID, filePath, line, column)
  return { (argument: repeat each Argument) in
    call.report(arguments: (repeat each argument))
    return placeholder()
  }
}

/// A throwing closure that reports an issue when it is called, then throws
/// ``DependencyError/unimplemented(_:)``: the throwing form of the closure above.
///
/// - Parameter description: The endpoint's name, such as `"APIClient.fetch"`.
/// - Returns: A closure that reports its calls and throws.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws -> sending Result {
  let call = UnimplementedCall(description, fileID, filePath, line, column)
  return { (argument: repeat each Argument) in
    throw call.report(arguments: (repeat each argument))
  }
}

/// A closure that reports an issue when it is called, then throws `failure`.
///
/// - Parameters:
///   - description: The endpoint's name.
///   - failure: The error the closure throws.
/// - Returns: A closure that reports its calls and throws `failure`.
public func unimplemented<each Argument, Failure: Error, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  throwing failure: @autoclosure @escaping @Sendable () -> Failure,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) throws(Failure) -> sending Result {
  let call = UnimplementedCall(description, fileID, filePath, line, column)
  return { (argument: repeat each Argument) throws(Failure) in
    call.report(arguments: (repeat each argument))
    throw failure()
  }
}

/// An `async` closure that reports an issue when it is called, and returns `placeholder`.
///
/// - Parameters:
///   - description: The endpoint's name.
///   - placeholder: What the closure returns; nothing for an endpoint that returns `Void`.
/// - Returns: A closure that reports its calls.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  placeholder: @autoclosure @escaping @Sendable () -> sending Result = (),
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async -> sending Result {
  let call = UnimplementedCall(description, fileID, filePath, line, column)
  return { (argument: repeat each Argument) in
    call.report(arguments: (repeat each argument))
    return placeholder()
  }
}

/// An `async` throwing closure that reports an issue when it is called, then throws
/// ``DependencyError/unimplemented(_:)``.
///
/// - Parameter description: The endpoint's name.
/// - Returns: A closure that reports its calls and throws.
public func unimplemented<each Argument, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws -> sending Result {
  let call = UnimplementedCall(description, fileID, filePath, line, column)
  return { (argument: repeat each Argument) in
    throw call.report(arguments: (repeat each argument))
  }
}

/// An `async` closure that reports an issue when it is called, then throws `failure`.
///
/// - Parameters:
///   - description: The endpoint's name.
///   - failure: The error the closure throws.
/// - Returns: A closure that reports its calls and throws `failure`.
public func unimplemented<each Argument, Failure: Error, Result>(
  _ description: @autoclosure @escaping @Sendable () -> String = "",
  throwing failure: @autoclosure @escaping @Sendable () -> Failure,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) -> @Sendable (repeat each Argument) async throws(Failure) -> sending Result {
  let call = UnimplementedCall(description, fileID, filePath, line, column)
  return { (argument: repeat each Argument) async throws(Failure) in
    call.report(arguments: (repeat each argument))
    throw failure()
  }
}

/// Where an unimplemented closure was made, and how it reports a call.
private struct UnimplementedCall: Sendable {
  let description: @Sendable () -> String
  let location: SourceLocation

  init(
    _ description: @escaping @Sendable () -> String, _ fileID: StaticString,
    _ filePath: StaticString, _ line: UInt, _ column: UInt
  ) {
    self.description = description
    location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports a call with `arguments`; returns the error a throwing closure throws.
  @discardableResult
  func report(arguments: Any) -> DependencyError {
    let name = description()
    let endpoint = name.isEmpty ? "the closure made at \(location)" : "'\(name)'"
    var message = unimplementedMessage(named: endpoint)
    let called = String(reflecting: arguments)
    if called != "()" { message += "\nCalled with: \(called)" }
    reportIssue(message, at: IssueContext.location ?? location)
    return .unimplemented(name.isEmpty ? "\(location)" : name)
  }
}
