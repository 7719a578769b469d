#if canImport(AppKit)
  public import AppKit
  public import Dependence

  extension NSResponder {
    /// The values of the nearest ``DependencyHosting`` responder, starting with this one and
    /// following `nextResponder`, or an empty container when there is none.
    ///
    /// A window controller that is not a host itself answers with its document's values, when
    /// values were stored for the document.
    public var inheritedDependencies: DependencyValues {
      DependenceAppKit.inheritedDependencies(
        from: self, next: \.nextResponder,
        document: { ($0 as? NSWindowController)?.document })
    }
  }
#endif
