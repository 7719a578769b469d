public import Foundation

/// Why a move was not planned: the package's graph did not resolve, so the command could not
/// read its dependencies to see whether one still uses swift-dependencies.
public struct UnresolvedGraph: Error, Sendable, Equatable {
  /// The build folder the graph was resolved in.
  public var scratch: URL
  /// What SwiftPM said: from its first error on (the lines after an error give its cause, such
  /// as which requirement is unstable), or its last lines where it named none; at most ten.
  public var errors: [String]

  /// Reads SwiftPM's errors from what `swift package resolve` printed in `scratch`.
  public init(scratch: URL, output: String) {
    self.scratch = scratch
    let lines = output.split(separator: "\n").map(String.init)
    errors =
      if let first = lines.firstIndex(where: { $0.contains("error:") }) {
        Array(lines[first...].prefix(10))
      } else {
        Array(lines.suffix(10))
      }
  }

  /// The message: what could not be read, SwiftPM's errors, and how to go on. `building` adds
  /// that the package could not be built before the move either (`--build`, `--test`).
  public func message(building: Bool) -> String {
    """
    the package's graph did not resolve in \(scratch.path), so the command cannot read its \
    dependencies to see whether one still uses swift-dependencies\
    \(building ? ", nor build the package before the move" : ""). Nothing was written. SwiftPM said:
    \(errors.joined(separator: "\n"))
    Fix what it names, until `swift package resolve` succeeds, then run the command again.
    """
  }
}
