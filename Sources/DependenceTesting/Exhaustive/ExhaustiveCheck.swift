import Dependence

/// What exhaustive checking found at the end of a test: the dependencies it read without
/// overriding them, and the overrides it set that nothing read.
struct ExhaustiveCheck: Sendable {
  /// Dependencies read from their defaults, not allowed to be.
  var unoverridden: [AccessLog.Access]
  /// How messages name the overrides nothing read.
  var unused: [String]

  /// Checks what `log` recorded against the `overridden` keys and the `allowed` defaults.
  init(
    _ log: AccessLog, overridden: [ObjectIdentifier: OverrideNode], allowed: Set<ObjectIdentifier>
  ) {
    let accesses = log.accesses
    unoverridden = accesses.filter {
      $0.sources.contains(.defaultValue) && !allowed.contains($0.key)
    }
    let read = Set(accesses.map(\.key))
    unused = overridden.filter { !read.contains($0.key) }.map(\.value.dependencyName).sorted()
  }

  /// The failure for the unoverridden dependencies, if any.
  func failure(allowingWith spelling: String) -> String? {
    guard !unoverridden.isEmpty else { return nil }
    let names = unoverridden.map { "  \($0.name)" }.joined(separator: "\n")
    let lines = unoverridden.map { "  \($0.override)" }.joined(separator: "\n")
    let example = unoverridden[0].name.hasPrefix("\\.") ? unoverridden[0].name : "…"
    return """
      This test read \(unoverridden.count == 1 ? "a dependency" : "dependencies") it did not \
      override, from \(unoverridden.count == 1 ? "its default" : "their defaults"):
      \(names)
      Override \(unoverridden.count == 1 ? "it" : "each") for the test:
      \(lines)
      or, if the default is safe in this test, allow it with '\(spelling)(allowing: \(example))'.
      """
  }

  /// The warning for an override nothing read.
  static func unusedWarning(_ name: String) -> String {
    """
    The override of \(name) was never read in this test: remove it, or check that the code \
    under test still uses this dependency.
    """
  }
}
