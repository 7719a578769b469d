import DependenceTesting

/// Reports from a file other than the tests', like an unimplemented endpoint in a client's file.
func reportFromAnotherFile(_ message: String) {
  reportIssue(message)
}

extension Pinger {
  /// A client whose endpoint is unimplemented, declared in this file, as a test value would be.
  static let unimplementedPing = Pinger { unimplemented("Pinger.ping") }
}
