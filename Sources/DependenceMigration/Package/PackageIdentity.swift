/// Package identities as SwiftPM derives them from a URL or a path.
enum PackageIdentity {
  /// The last component of `location`, without `.git`, lowercased.
  static func ofLocation(_ location: String) -> String {
    name(atLocation: location).lowercased()
  }

  /// The last component of `location`, without `.git`, as written: `LoggingKit` for
  /// `../LoggingKit`.
  static func name(atLocation location: String) -> String {
    var name = location
    while name.hasSuffix("/") { name.removeLast() }
    name = String(name.split(separator: "/").last ?? Substring(name))
    if name.lowercased().hasSuffix(".git") { name.removeLast(4) }
    return name
  }
}
