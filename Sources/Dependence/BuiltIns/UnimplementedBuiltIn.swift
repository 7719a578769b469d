/// The message an unimplemented built-in dependency reports when a test uses it.
/// - Parameters:
///   - path: The key path, such as `"date"`.
///   - override: An example override, such as `"$0.date = .constant(…)"`.
///   - use: What the test did, such as `"now"`.
func unimplementedBuiltInMessage(_ path: String, override: String, use: String? = nil) -> String {
  let used = use.map { " ('\($0)' was used)" } ?? ""
  return """
    @Dependency(\\.\(path)) is unimplemented in tests\(used): override it with \
    `\(override)` in 'withDependencies' or a '.dependencies' trait.
    """
}
