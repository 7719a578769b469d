import Dependence
import Foundation
import Testing

/// Reports something a developer should look at that does not fail a test: a warning in the
/// running Swift Testing test, or a `warning:` line on standard error anywhere else.
func reportWarning(_ message: String, at location: Dependence.SourceLocation? = nil) {
  guard let test = Test.current else {
    let prefix = location.map { "\($0): " } ?? ""
    FileHandle.standardError.write(Data("\(prefix)warning: \(message)\n".utf8))
    return
  }
  let sourceLocation =
    location.map {
      Testing.SourceLocation(
        fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
    } ?? test.sourceLocation
  Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation)
}
