import DependenceTesting

/// Reports from a file other than the tests', like an unimplemented endpoint in a client's file.
func reportFromAnotherFile(_ message: String) {
  reportIssue(message)
}
