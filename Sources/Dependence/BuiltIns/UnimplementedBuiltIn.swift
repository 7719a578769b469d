/// Reports that a test used a built-in dependency it did not override, once per test.
/// - Parameters:
///   - path: The key path, such as `"date"`.
///   - override: An example override, such as `"$0.date = .constant(…)"`.
///   - use: What the test did, such as `"now"`.
///   - advice: A sentence to add, if any.
func reportUnimplementedBuiltIn(
  _ path: String, override: String, use: String? = nil, advice: String? = nil
) {
  let message = unimplementedBuiltInMessage(path, override: override, use: use)
  reportIssue(
    ReportedIssue(
      message: advice.map { "\(message) \($0)" } ?? message, location: SourceLocation(),
      dependency: "\\.\(path)"))
}

/// The message an unimplemented built-in reports; arguments as for `reportUnimplementedBuiltIn`.
func unimplementedBuiltInMessage(_ path: String, override: String, use: String? = nil) -> String {
  let used = use.map { " ('\($0)' was used)" } ?? ""
  return """
    @Dependency(\\.\(path)) is unimplemented in tests\(used): override it with \
    `\(override)` in 'withDependencies' or a '.dependencies' trait.
    """
}
