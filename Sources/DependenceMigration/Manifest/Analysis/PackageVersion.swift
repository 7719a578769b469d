/// A package version as a manifest writes it, `"600.0.1"`, compared by its numbers; a
/// pre-release suffix (`-swift-5.9-DEVELOPMENT-SNAPSHOT`) is left out.
struct PackageVersion: Comparable, CustomStringConvertible {
  var major: Int
  var minor: Int
  var patch: Int

  init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    (self.major, self.minor, self.patch) = (major, minor, patch)
  }

  /// The version `text` writes, `nil` where it is not one.
  init?(_ text: String) {
    let release = text.split(separator: "-", maxSplits: 1).first ?? ""
    let numbers = release.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(numbers.count), numbers.allSatisfy({ $0 != nil }) else { return nil }
    let parts = numbers.compactMap(\.self) + [0, 0]
    self.init(parts[0], parts[1], parts[2])
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  var description: String { "\(major).\(minor).\(patch)" }
}
