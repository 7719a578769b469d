/// The composition-root install behind SwiftUI's `Scene.dependencies { }`: the first
/// evaluation prepares the values, later ones do nothing.
@MainActor
package final class SceneInstallation {
  private final class WeakScope {
    weak var scope: DefaultScope?
    init(_ scope: DefaultScope) { self.scope = scope }
  }

  private var installed: [WeakScope] = []

  /// The installation SwiftUI scenes use.
  package static let shared = SceneInstallation()

  package init() {}

  /// Installs the values `update` makes into `scope`, unless this installation already did.
  /// - Parameter scope: Where to install; the current default scope when `nil`.
  /// - Returns: Whether this call installed (`update` ran).
  @discardableResult
  package func install(
    _ update: (inout DependencyValues) -> Void,
    into scope: DefaultScope? = nil,
    at location: SourceLocation
  ) -> Bool {
    let scope = scope ?? DefaultScope.bound ?? DefaultScope.ambient()
    installed.removeAll { $0.scope == nil }
    guard !installed.contains(where: { $0.scope === scope }) else { return false }
    installed.append(WeakScope(scope))
    var values = DependencyValues(head: nil)
    values.isBeingUpdated = true
    update(&values)
    scope.prepare(values.overrides, at: location)
    return true
  }
}
