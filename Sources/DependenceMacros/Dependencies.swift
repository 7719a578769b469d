/// Adds a private `Dependency` property for each key path.
///
/// ```swift
/// @MainActor
/// @Observable
/// @Dependencies(\.apiClient, \.date)
/// final class GreetingViewModel {
///   func load() async throws { greeting = try await apiClient.fetchGreeting() }
/// }
/// ```
///
/// expands to `@ObservationIgnored @Dependence.Dependency(\.apiClient) private var apiClient`
/// and so on. `@ObservationIgnored` is added only when the type is marked `@Observable`, so
/// plain classes, structs and actors need no `import Observation`.
///
/// Each key path names exactly one property of `DependencyValues`, such as `\.apiClient`;
/// declare `@Dependency(\.date.now)` by hand for a nested value. A key path listed twice is
/// added once, with a warning.
///
/// The properties are `var`s, as property wrappers must be, so a `final class` that conforms to
/// `Sendable` cannot hold them (as it cannot hold a hand-written `@Dependency`); use an actor, a
/// global-actor-isolated class, or a struct.
///
/// - Parameter keyPaths: The dependencies to add, such as `\.apiClient`.
@attached(member, names: arbitrary)
public macro Dependencies(_ keyPaths: PartialKeyPath<DependencyValues>...) =
  #externalMacro(module: "DependenceMacrosPlugin", type: "DependenciesMacro")
