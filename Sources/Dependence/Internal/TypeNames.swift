import Foundation

/// A short name for a type in messages, as its declaration spells it (`Sessions.UserKey`),
/// without the module or the anonymous contexts of a `private` or local type.
package func typeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  while let start = name.range(of: "(unknown context at $"),
    let end = name[start.upperBound...].firstIndex(of: ")")
  {
    let afterContext = name.index(after: end)
    let upper = afterContext < name.endIndex && name[afterContext] == "." ? name.index(after: afterContext) : afterContext
    name.removeSubrange(start.lowerBound..<upper)
  }
  var readable = ""
  var component = ""
  for character in name {
    if "<>, ()[]:".contains(character) {
      readable += withoutModule(component) + String(character)
      component = ""
    } else {
      component.append(character)
    }
  }
  return readable + withoutModule(component)
}

/// `Module.Outer.Inner` without `Module.`.
private func withoutModule(_ qualified: String) -> String {
  guard let dot = qualified.firstIndex(of: ".") else { return qualified }
  return String(qualified[qualified.index(after: dot)...])
}

/// How messages name the dependency a key stands for.
package func dependencyName<Key: TestDependencyKey>(_ key: Key.Type) -> String {
  if let named = key as? any NamedDependencyKey.Type { return named.dependencyName }
  return Key.self == Key.Value.self
    ? "Dependency '\(typeName(Key.self))'"
    : "Dependency '\(typeName(Key.self))' (of type \(typeName(Key.Value.self)))"
}

/// How a chain of dependencies, such as a cycle, names each: `\.apiClient`, or the key's type.
func shortDependencyName(_ key: any TestDependencyKey.Type) -> String {
  if let named = key as? any NamedDependencyKey.Type { return named.dependencyName }
  return typeName(key)
}

/// A key that gives messages a friendlier name than its type's, such as `\.apiClient`.
public protocol NamedDependencyKey: TestDependencyKey {
  /// The name messages use for this dependency, such as `"\\.apiClient"`.
  static var dependencyName: String { get }
}
