/// The composition-root install behind SwiftUI's `Scene.dependencies { }`: the first evaluation
/// installs, later ones are silent.
///
/// SwiftUI evaluates an app's scenes many times. The first evaluation installs the values as
/// defaults, exactly as ``prepareDependencies(_:fileID:filePath:line:column:)`` does (and reports
/// as it does if the defaults were already prepared, or a key was read first). Every later
/// evaluation against the same default cache runs nothing and reports nothing.
@MainActor
package final class SceneInstallation {
  private final class WeakCache {
    weak var cache: DefaultCache?
    init(_ cache: DefaultCache) { self.cache = cache }
  }

  private var installed: [WeakCache] = []

  /// The installation SwiftUI scenes use.
  package static let shared = SceneInstallation()

  package init() {}

  /// Installs the values `update` makes into `cache`, unless this installation already did.
  /// - Parameters:
  ///   - cache: Where to install: the ambient default cache (the process's, or the running
  ///     test's) when `nil`.
  /// - Returns: Whether this call installed (`update` ran).
  @discardableResult
  package func install(
    _ update: (inout DependencyValues) -> Void,
    into cache: DefaultCache? = nil,
    at location: SourceLocation
  ) -> Bool {
    let cache = cache ?? DefaultCache.ambient().cache
    installed.removeAll { $0.cache == nil }
    guard !installed.contains(where: { $0.cache === cache }) else { return false }
    installed.append(WeakCache(cache))
    var values = DependencyValues()
    update(&values)
    cache.prepare(values, at: location)
    return true
  }
}
