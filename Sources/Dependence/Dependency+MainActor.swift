import Foundation

extension Dependency where Value: Sendable {
  /// Creates a wrapper that reads a main-actor-isolated property of ``DependencyValues``.
  ///
  /// In a module whose default isolation is the main actor (an Xcode 26 app target), a property
  /// declared in `extension DependencyValues` is main-actor-isolated, so its key path is not
  /// `Sendable`. This initializer accepts it from main-actor code, such as a main-actor model,
  /// and reads it on the main actor only: reading the wrapper from another thread stops the
  /// program with a message. Declare the property `nonisolated` (`nonisolated var apiClient:
  /// APIClient { … }`, or `nonisolated extension DependencyValues`) to read it anywhere.
  @MainActor
  @_disfavoredOverload
  public init(_ keyPath: KeyPath<DependencyValues, Value>) {
    self.init(source: .mainActorKeyPath(MainActorKeyPath(keyPath)))
  }
}

/// A key path to a main-actor-isolated property of ``DependencyValues``, applied on the main
/// actor only.
@usableFromInline
struct MainActorKeyPath<Value>: @unchecked Sendable {
  // The key path is formed on the main actor and only applied inside MainActor.assumeIsolated.
  private let keyPath: KeyPath<DependencyValues, Value>

  init(_ keyPath: KeyPath<DependencyValues, Value>) {
    self.keyPath = keyPath
  }

  @usableFromInline
  func read(_ values: DependencyValues) -> Value {
    guard Thread.isMainThread else {
      fatalError(
        """
        @Dependency(\(keyPath)) reads a main-actor-isolated property of DependencyValues, and \
        was read off the main actor. Declare the property 'nonisolated' (for example \
        'nonisolated var name: Client { … }' in 'extension DependencyValues') so that it can be \
        read anywhere.
        """)
    }
    return MainActor.assumeIsolated { UncheckedValue(values[keyPath: keyPath]) }.value
  }
}

/// A value carried out of `MainActor.assumeIsolated`, which requires a `Sendable` result.
private struct UncheckedValue<Value>: @unchecked Sendable {
  // Returned to the thread that read it, which is the main thread it was read on.
  let value: Value
  init(_ value: Value) { self.value = value }
}
