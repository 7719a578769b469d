import Dependence

/// Whether a test checks its dependencies exhaustively, and which may keep their defaults.
struct ExhaustiveSettings: Sendable {
  var isEnabled = false
  var allowedKeyPaths: [any PartialKeyPath<DependencyValues> & Sendable] = []
  var allowedKeyTypes: Set<ObjectIdentifier> = []

  init() {}

  init(
    allowing keyPaths: [any PartialKeyPath<DependencyValues> & Sendable],
    keys: Set<ObjectIdentifier>
  ) {
    isEnabled = true
    allowedKeyPaths = keyPaths
    allowedKeyTypes = keys
  }

  /// Adds `other`'s allow-list, for a trait nested in this one.
  mutating func merge(_ other: ExhaustiveSettings) {
    isEnabled = isEnabled || other.isEnabled
    allowedKeyPaths += other.allowedKeyPaths
    allowedKeyTypes.formUnion(other.allowedKeyTypes)
  }

  /// Every key the allow-list stands for.
  func allowedKeys() -> Set<ObjectIdentifier> {
    var keys = allowedKeyTypes
    for keyPath in allowedKeyPaths {
      keys.formUnion(DependencyValues.keysRead(by: keyPath as PartialKeyPath<DependencyValues>))
    }
    return keys
  }
}
