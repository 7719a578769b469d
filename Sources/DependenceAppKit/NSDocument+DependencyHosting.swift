#if canImport(AppKit)
  public import AppKit
  public import Dependence

  extension NSDocument: @MainActor DependencyHosting {
    /// The values scoped to this document; empty until set. They are released with the document.
    @MainActor public var dependencies: DependencyValues {
      get { DocumentStorage.shared.values(for: self) }
      set { DocumentStorage.shared.setValues(newValue, for: self) }
    }
  }
#endif
