public import Foundation

/// Builds a package's targets and tests, and may run its tests, to prove a move:
/// ``MigrationPlan/apply(loadingWith:provingWith:)`` builds the package before writing and after,
/// and runs its tests after each build where the builder has a ``test``.
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
  /// Runs the tests of the package at a root, as built by ``build``; `nil` to build only.
  public var test: (@Sendable (_ packageRoot: URL) -> Outcome)?

  /// Creates a builder from functions.
  public init(
    build: @escaping @Sendable (_ packageRoot: URL) -> Outcome,
    test: (@Sendable (_ packageRoot: URL) -> Outcome)? = nil
  ) {
    self.build = build
    self.test = test
  }

  /// `swift build --build-tests`, found on the `PATH`, in the scratch folder `scratchPath`: not
  /// the package's `.build` itself, which `swift run dependence-migrate` holds locked while the
  /// command runs. With `runningTests`, then `swift test --skip-build` in the same folder.
  ///
  /// Each build first removes the shared library of swift-issue-reporting's test support from
  /// the folder (``staleLibraries``): the build before the move leaves it there, and
  /// `IssueReporting` loads it from the test binary's search path, so tests after the move would
  /// pass on a product their manifest no longer links. SwiftPM builds it again where it is linked.
  public static func swiftPM(scratchPath: URL, runningTests: Bool = false) -> PackageBuilder {
    let options = ["--scratch-path", scratchPath.path, "--disable-build-manifest-caching"]
    var builder = PackageBuilder { root in
      removeStaleLibraries(in: scratchPath)
      return swift(["build", "--build-tests", "--package-path", root.path] + options)
    }
    if runningTests {
      builder.test = { root in
        swift(["test", "--skip-build", "--package-path", root.path] + options)
      }
    }
    return builder
  }

  /// `swift package resolve` of the package at `packageRoot` in the scratch folder `scratchPath`,
  /// where ``swiftPM(scratchPath:runningTests:)`` builds it: the move reads that graph before
  /// writing.
  public static func resolve(_ packageRoot: URL, scratchPath: URL) -> Outcome {
    swift([
      "package", "resolve", "--package-path", packageRoot.path, "--scratch-path", scratchPath.path,
      "--disable-build-manifest-caching",
    ])
  }

  /// The shared libraries a build removes first, by file name.
  static let staleLibraries = [
    "libIssueReportingTestSupport.so", "libIssueReportingTestSupport.dylib",
  ]

  /// Removes ``staleLibraries`` from each configuration folder of the scratch folder
  /// `scratchPath` (`x86_64-unknown-linux-gnu/debug`, `arm64-apple-macosx/release`, …).
  static func removeStaleLibraries(in scratchPath: URL) {
    let files = FileManager.default
    for platform in (try? files.contentsOfDirectory(atPath: scratchPath.path)) ?? [] {
      let folder = scratchPath.appendingPathComponent(platform)
      for configuration in (try? files.contentsOfDirectory(atPath: folder.path)) ?? [] {
        for library in staleLibraries {
          let path = folder.appendingPathComponent(configuration).appendingPathComponent(library)
          try? files.removeItem(at: path)
        }
      }
    }
  }

  /// Whether a test run failed only because the package has no tests: SwiftPM's `swift test`
  /// says "no tests found" and fails on a package without a test target.
  static func foundNoTests(_ run: Outcome) -> Bool {
    !run.succeeded && run.output.contains("error: no tests found")
  }

  /// Runs `swift` with `arguments`, and returns what it printed and whether it succeeded.
  private static func swift(_ arguments: [String]) -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do {
      try process.run()
    } catch {
      return Outcome(succeeded: false, output: "could not run `swift \(arguments[0])`: \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(
      succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
  }
}
