#if canImport(SwiftUI)
  public import SwiftUI

  extension View {
    /// Overrides dependency values for this view's subtree, read with ``ViewDependency``.
    ///
    /// While the subtree is on screen, its values are also the fallback of reads outside any
    /// view; the most recently shown subtree wins.
    ///
    /// ```swift
    /// RootView()
    ///   .dependencies { $0.apiClient = .preview }
    /// ```
    public func dependencies(
      _ update: @escaping (inout DependencyValues) -> Void
    ) -> some View {
      modifier(DependenciesModifier(update: update))
    }
  }

  private struct DependenciesModifier: ViewModifier {
    let update: (inout DependencyValues) -> Void
    @Environment(\.dependencies) private var inherited
    @State private var entry = SubtreeRegistry.shared.makeEntry()

    func body(content: Content) -> some View {
      let values = TraitInheritance.merged(inherited: inherited, update: update)
      entry.update(values)
      return content
        .environment(\.dependencies, values)
        .onAppear { entry.publish(values) }
        .onDisappear { entry.retract() }
    }
  }
#endif
