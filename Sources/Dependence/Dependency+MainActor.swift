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
    self.init(
      source: EntryReaders.reader(for: keyPath, mainActorOnly: true).map(Source.reader)
        ?? .ownReader(DependencyReader(keyPath: keyPath, mainActorOnly: true)))
  }
}
