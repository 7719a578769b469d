public import Foundation

/// Builds a package's targets and tests, to prove a move: ``MigrationPlan/apply(loadingWith:provingWith:)``
/// builds the package before writing and after.
public struct PackageBuilder: Sendable {
  /// What a build printed, and whether it succeeded.
  public struct Outcome: Sendable, Equatable {
    /// Whether the build succeeded.
    public var succeeded: Bool
    /// What it printed, standard output and error together.
    public var output: String

    /// Creates an outcome.
    public init(succeeded: Bool, output: String) {
      self.succeeded = succeeded
      self.output = output
    }
  }

  /// Builds the package at a root.
  public var build: @Sendable (_ packageRoot: URL) -> Outcome

  /// Creates a builder from a function.
  public init(build: @escaping @Sendable (_ packageRoot: URL) -> Outcome) {
    self.build = build
  }

  /// `swift build --build-tests`, found on the `PATH`, in the scratch folder `scratchPath`: not
  /// the package's `.build` itself, which `swift run dependence-migrate` holds locked while the
  /// command runs.
  public static func swiftPM(scratchPath: URL) -> PackageBuilder {
    PackageBuilder { root in
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "swift", "build", "--build-tests", "--package-path", root.path, "--scratch-path",
        scratchPath.path, "--disable-build-manifest-caching",
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      do {
        try process.run()
      } catch {
        return Outcome(succeeded: false, output: "could not run `swift build`: \(error)")
      }
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return Outcome(
        succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
    }
  }
}
