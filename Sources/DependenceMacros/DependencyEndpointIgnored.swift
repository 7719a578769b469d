/// Makes a closure property of a ``DependencyClient()`` struct a plain property, not an
/// endpoint: its initializer is its default as written, and nothing is reported when it is
/// called; without an initializer, the memberwise initializer requires it.
///
/// An optional closure is a plain property already: the attribute is accepted there and changes
/// nothing. On a `var` of any other type it changes nothing either, and a warning says so.
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
