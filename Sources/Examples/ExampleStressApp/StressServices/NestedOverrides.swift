import DependenceMacros

/// Runs `operation` inside `depth` nested `withDependencies` scopes; scope `level` (from 0,
/// outermost) replaces service `level` with one named `override<level>`.
///
/// Each scope inherits the services the scopes around it replaced, so the innermost sees every
/// replacement.
public func withNestedOverrides<Result>(
  depth: Int, level: Int = 0, operation: () throws -> Result
) rethrows -> Result {
  guard level < depth else { return try operation() }
  return try withDependencies {
    $0[keyPath: serviceKeyPaths[level]].name = "override\(level)"
  } operation: {
    try withNestedOverrides(depth: depth, level: level + 1, operation: operation)
  }
}

/// The services' key paths, by index.
let serviceKeyPaths: [any WritableKeyPath<DependencyValues, Service> & Sendable] = [
  \.service00, \.service01, \.service02, \.service03, \.service04,
  \.service05, \.service06, \.service07, \.service08, \.service09,
  \.service10, \.service11, \.service12, \.service13, \.service14,
  \.service15, \.service16, \.service17, \.service18, \.service19,
]
