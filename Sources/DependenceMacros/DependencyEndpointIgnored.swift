/// Makes a closure property of a ``DependencyClient()`` struct a plain property, not an
/// endpoint: its initializer is its default as written, and nothing is reported when it is
/// called; without an initializer, the memberwise initializer requires it.
///
/// ```swift
/// @DependencyClient
/// struct LogClient: Sendable {
///   var log: @Sendable (String) -> Void
///   @DependencyEndpointIgnored var format: @Sendable (String) -> String = { $0 }
/// }
/// ```
@attached(peer)
public macro DependencyEndpointIgnored() =
  #externalMacro(module: "DependenceMacrosPlugin", type: "DependencyEndpointIgnoredMacro")
