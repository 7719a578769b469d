public import Foundation

/// Loads a package's manifest the way SwiftPM does, to tell whether a migrated manifest loads.
public struct ManifestLoader: Sendable {
  /// Loads the manifest of the package at a root; returns `nil` when it loads, or SwiftPM's error.
  public var load: @Sendable (_ packageRoot: URL) -> String?

  /// Creates a loader from a function.
  public init(load: @escaping @Sendable (_ packageRoot: URL) -> String?) {
    self.load = load
  }

  /// `swift package dump-package`, found on the `PATH`: it compiles the manifest and checks it as
  /// every SwiftPM command does, such as each product's package being declared, without
  /// resolving a dependency.
  ///
  /// It uses a scratch folder of its own: `swift run dependence-migrate` may still hold the lock
  /// of the package's `.build`, and would make it wait forever. Its temporary folder is one of
  /// ours too, removed afterwards: SwiftPM leaves a lock file and a folder there on each load.
  public static let swiftPM = ManifestLoader { root in
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("dependence-migrate-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    let temporary = work.appendingPathComponent("tmp")
    do {
      try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    } catch {
      return "could not create a temporary folder for `swift package dump-package`: \(error)"
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "dump-package", "--package-path", root.path, "--scratch-path",
      work.appendingPathComponent("scratch").path,
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    process.environment = environment
    let errors = Pipe()
    process.standardOutput = FileHandle.nullDevice
    process.standardError = errors
    do {
      try process.run()
    } catch {
      return "could not run `swift package dump-package`: \(error)"
    }
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus != 0 else { return nil }
    let message = String(decoding: output, as: UTF8.self)
      .split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
    return message.isEmpty
      ? "`swift package dump-package` exited with status \(process.terminationStatus)" : message
  }
}
