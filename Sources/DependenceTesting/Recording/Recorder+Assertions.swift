import Dependence

extension Recorder {
  /// Reports an issue at the caller's line unless the endpoint was called at least once.
  public func expectCalled(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    guard callCount == 0 else { return }
    reportIssue(
      "\(name): expected at least 1 call, got 0.",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports an issue unless the endpoint was called exactly `times` times, listing the calls.
  public func expectCalled(
    times: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let calls = self.calls
    guard calls.count != times else { return }
    reportIssue(
      "\(name): expected \(times) \(plural("call", times)), got \(calls.count)\(listing(calls))",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports an issue if the endpoint was called, listing the calls.
  public func expectNotCalled(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) {
    let calls = self.calls
    guard !calls.isEmpty else { return }
    reportIssue(
      "\(name): expected no calls, got \(calls.count)\(listing(calls))",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // Disfavoured so that `expectCalled()` means "at least once" for an endpoint without arguments.
  /// Reports an issue unless at least one call had exactly these arguments, listing the calls.
  @_disfavoredOverload
  public func expectCalled(
    with arguments: repeat each Argument,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where repeat each Argument: Equatable {
    let calls = self.calls
    for call in calls where equal(repeat each call, to: repeat each arguments) { return }
    reportIssue(
      "\(name): expected a call \(name)\(describe(repeat each arguments)), "
        + "got \(calls.count)\(listing(calls))",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Reports an issue unless the calls had exactly these arguments, in this order.
  public func expectCalls(
    _ expected: [(repeat each Argument)],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) where repeat each Argument: Equatable {
    let calls = self.calls
    if calls.count == expected.count,
      zip(calls, expected).allSatisfy({ equal(repeat each $0, to: repeat each $1) })
    {
      return
    }
    reportIssue(
      "\(name): expected \(expected.count) \(plural("call", expected.count)):\n\(block(expected))\n"
        + "got \(calls.count):\n\(block(calls))",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// `":\n  1. name(…)"` for some calls, `"."` for none.
  func listing(_ calls: [(repeat each Argument)]) -> String {
    calls.isEmpty ? "." : ":\n" + renderedCalls(calls)
  }

  /// The calls one per line, or `"  (none)"`.
  func block(_ calls: [(repeat each Argument)]) -> String {
    calls.isEmpty ? "  (none)" : renderedCalls(calls)
  }
}

/// Whether two argument lists are equal, element by element.
func equal<each Value: Equatable>(
  _ lhs: repeat each Value, to rhs: repeat each Value
) -> Bool {
  for (left, right) in repeat (each lhs, each rhs) {
    if left != right { return false }
  }
  return true
}

/// `"1 call"`, `"2 calls"`: the noun only, pluralized for `count`.
func plural(_ noun: String, _ count: Int) -> String {
  count == 1 ? noun : noun + "s"
}
