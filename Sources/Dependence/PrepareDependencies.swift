import Synchronization

/// Installs dependency values for the whole process, once, at its composition root.
///
/// Call it before anything reads a dependency: the values set in `update` become their keys'
/// defaults in every context. A second call, or a key already read, reports an issue and is
/// ignored. A call inside ``withDependencies(_:operation:)`` reports one, and ignores the scope's
/// overrides. In a test with `DependenceTesting`, "the process" is the running test.
///
/// - Parameter update: Sets the values to install. Reads in it neither report nor count as a
///   key's first read.
/// - Returns: What `update` returns.
@discardableResult
public func prepareDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Result,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows -> Result {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let current = BoundValues.head
  if let current, current.setsValuesAboveTestBase {
    let names = DependencyValues(head: current).overrides.map(\.dependencyName).sorted()
    reportIssue(
      """
      prepareDependencies was called inside a withDependencies scope (which overrides \
      \(names.joined(separator: ", "))). What it prepares outlives the scope: it holds for the \
      whole process, or the whole test. Call prepareDependencies at the composition root, or at \
      the start of the test, outside any scope.
      """,
      at: location
    )
  }
  let scope = current?.scope ?? DefaultScope.ambient()
  let base = current?.scope.map(OverrideMark.root(of:))
  var values = DependencyValues(head: base)
  values.isBeingUpdated = true
  let result = try update(&values)
  scope.prepare(values.overrides, at: location)
  return result
}

extension DefaultScope {
  /// Installs `nodes`' values for every context, once; reports a second call or a late key.
  func prepare(_ nodes: [OverrideNode], at location: SourceLocation) {
    let outcome = state.withLock { state -> PrepareOutcome in
      if let earlier = state.preparedAt { return .alreadyPrepared(earlier) }
      state.preparedAt = location
      var alreadyRead: [String] = []
      for node in nodes {
        if node.key == ObjectIdentifier(ContextKey.self), let context = node.context {
          contextIndex.store(context.index, ordering: .releasing)
          continue
        }
        var wasRead = false
        for context in DependencyContext.allCases {
          let slot = Slot(key: node.key, context: context)
          if table.box(for: node.key, in: context) == nil, state.computing[slot] == nil,
            let box = node.makeBox(for: context)
          {
            table.insert(box)
            state.toMutate[slot] = nil
          } else {
            wasRead = true
          }
        }
        if wasRead { alreadyRead.append(node.dependencyName) }
      }
      return .prepared(alreadyRead: alreadyRead.sorted())
    }
    switch outcome {
    case .alreadyPrepared(let earlier):
      reportIssue(
        """
        prepareDependencies was already called at \(earlier); this call is ignored. Prepare \
        every live dependency in one place, as early as possible in the process.
        """,
        at: location
      )
    case .prepared(let alreadyRead) where !alreadyRead.isEmpty:
      reportIssue(
        """
        prepareDependencies came too late for \(alreadyRead.joined(separator: ", ")): \
        \(alreadyRead.count == 1 ? "it was" : "they were") read before being prepared and \
        keep the value that was read. Call prepareDependencies before anything reads a \
        dependency.
        """,
        at: location
      )
    case .prepared:
      break
    }
  }

  private enum PrepareOutcome {
    case alreadyPrepared(SourceLocation)
    case prepared(alreadyRead: [String])
  }
}
