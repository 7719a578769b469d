package import Dependence

/// The values of the nearest host on a responder chain: `NSResponder.inheritedDependencies`, over
/// any node type with a next link.
///
/// A node is a host when it conforms to ``DependencyHosting``; a node that is not, but belongs
/// to a document with values stored for it, answers with the document's values.
///
/// - Parameters:
///   - responder: Where the walk starts (itself included).
///   - next: The responder after a responder.
///   - document: The document a responder belongs to, if any.
/// - Returns: The nearest host's values, or an empty container when the chain has no host.
@MainActor
package func inheritedDependencies<Responder: AnyObject>(
  from responder: Responder?,
  next: (Responder) -> Responder?,
  document: (Responder) -> AnyObject?
) -> DependencyValues {
  ResponderChain.nearestHostValues(from: responder, next: next) { node in
    if let host = node as? any DependencyHosting { return host.dependencies }
    return document(node).flatMap { DocumentStorage.shared.storedValues(for: $0) }
  }
}
