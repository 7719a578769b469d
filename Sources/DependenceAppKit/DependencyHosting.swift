public import Dependence

/// An object that holds dependency values for the part of an AppKit app it owns.
///
/// Conform a responder, such as a window controller, and the responders after it in the chain
/// find its values through `inheritedDependencies`:
///
/// ```swift
/// @MainActor
/// final class WindowController: NSWindowController, DependencyHosting {
///   var dependencies = DependencyValues()
/// }
/// ```
///
/// Every `NSDocument` is a host too, with its values kept per document.
@MainActor
public protocol DependencyHosting: AnyObject {
  /// The values this host provides.
  var dependencies: DependencyValues { get set }
}
