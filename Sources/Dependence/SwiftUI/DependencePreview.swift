#if canImport(SwiftUI)
  public import SwiftUI

  /// A preview modifier that overrides dependency values for the previewed view.
  ///
  /// ```swift
  /// #Preview(traits: .modifier(DependencePreview { $0.apiClient = .preview })) {
  ///   RootView()
  /// }
  /// ```
  public struct DependencePreview: PreviewModifier {
    private let update: @Sendable (inout DependencyValues) -> Void

    /// Creates a modifier that changes the preview's values with `update`.
    public init(_ update: @escaping @Sendable (inout DependencyValues) -> Void) {
      self.update = update
    }

    /// The previewed content, with the values overridden.
    public func body(content: Content, context: Void) -> some View {
      content.dependencies(update)
    }
  }
#endif
