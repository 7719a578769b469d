/// Installs dependency values for the whole process, once, at its composition root.
///
/// Call it at the very start of the process, before anything reads a dependency:
///
/// ```swift
/// @main
/// enum App {
///   static func main() async throws {
///     prepareDependencies {
///       $0.apiClient = .live
///     }
///     try await run()
///   }
/// }
/// ```
///
/// The values become the defaults of their keys in every context. Only the first call takes
/// effect: a second call reports an issue and is ignored, and so does a key that was read before
/// it was prepared. Inside a test with `DependenceTesting`, "the process" is the running test: each
/// test may prepare its own values once.
///
/// Calling it inside ``withDependencies(_:operation:)`` reports an issue, because the scope's
/// temporary overrides would be frozen into the process along with the prepared values.
public func prepareDependencies(
  _ update: (inout DependencyValues) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) rethrows {
  let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  let current = DependencyValues.current
  let scoped = current.overrides.filter { !($0 is CacheNode) }
  if !scoped.isEmpty {
    let names = scoped.map(\.dependencyName).sorted()
    reportIssue(
      """
      prepareDependencies was called inside a withDependencies scope, so the scope's overrides \
      (\(names.joined(separator: ", "))) are frozen into the process. Call \
      prepareDependencies at the composition root, outside any scope.
      """,
      at: location
    )
  }
  var values = current
  try update(&values)
  let cache = values.cache ?? DefaultCache.ambient().cache
  cache.prepare(values, at: location)
}
