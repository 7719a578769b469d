#if canImport(SwiftUI)
  public import SwiftUI

  extension View {
    /// Overrides dependency values for this view's subtree.
    ///
    /// The values start from those the view inherits from enclosing modifiers, are changed by
    /// `update`, and go into the environment, where ``ViewDependency`` reads them. While the
    /// subtree is on screen they are also the fallback of reads outside any view (an
    /// `@Observable` model's `@Dependency`, ``DependencyValues/current``) that no task-local
    /// override answers; the most recently shown subtree wins.
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
