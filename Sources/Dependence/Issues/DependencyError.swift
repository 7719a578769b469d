/// Errors thrown by the library and by code it generates.
public enum DependencyError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An endpoint with no implementation was called; the value names it (`"APIClient.fetch"`).
  case unimplemented(String)

  /// A description that names the endpoint.
  public var description: String {
    switch self {
    case .unimplemented(let endpoint):
      return "\(endpoint) is unimplemented"
    }
  }
}
