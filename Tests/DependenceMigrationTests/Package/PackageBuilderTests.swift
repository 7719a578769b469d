import Foundation
import Testing

@testable import DependenceMigration

/// The builder that proves a move leaves no library of the build before the move for the tests
/// after it to load.
@Suite struct PackageBuilderTests {
  @Test func removesTheTestSupportOfIssueReportingFromEachConfigurationFolder() throws {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("PackageBuilderTests-\(UUID())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let debug = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug")
    let release = scratch.appendingPathComponent("arm64-apple-macosx/release")
    for folder in [debug, release] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let stale = [
      debug.appendingPathComponent("libIssueReportingTestSupport.so"),
      release.appendingPathComponent("libIssueReportingTestSupport.dylib"),
    ]
    let kept = debug.appendingPathComponent("libOther.so")
    for file in stale + [kept] {
      try Data("x".utf8).write(to: file)
    }
    PackageBuilder.removeStaleLibraries(in: scratch)
    #expect(stale.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
    #expect(FileManager.default.fileExists(atPath: kept.path))
  }
}
