/// Gives a struct of closures a memberwise initializer whose closures default to unimplemented
/// ones, and an `unimplemented` value.
///
/// ```swift
/// @DependencyClient
/// public struct SearchClient: Sendable {
///   public var search: @Sendable (String) async throws -> [String]
///   public var cancel: @Sendable () -> Void
/// }
///
/// let client = SearchClient(search: { _ in ["swift"] })  // `cancel` reports if called
/// ```
///
/// An unimplemented closure reports an issue naming the endpoint (`SearchClient.search`) at the
/// property's declaration, then:
/// - throws `DependencyError.unimplemented` if it can throw;
/// - returns if it returns `Void`, and returns `nil` if it returns an optional;
/// - otherwise stops the program, as there is nothing to return. The macro warns about this
///   shape: make the closure `throws` so an unimplemented call fails a test instead.
///
/// An endpoint written with a default (`var isEnabled: @Sendable () -> Bool = { false }`) still
/// reports an issue when called without an implementation, then answers as its default does, as
/// with swift-dependencies: the default spares a trap, it does not implement the endpoint. (A
/// variadic endpoint keeps its default as written.)
///
/// Other stored properties become parameters: required, or defaulted to their initializer, or
/// to `nil` when optional. `static var unimplemented` is generated only when every parameter has
/// a default.
///
/// A property inside an `#if` clause (`#if DEBUG var reset: … #endif`) is not a parameter, since
/// a parameter list has no `#if`: it starts with its default, as above, and is set after `init`.
///
/// With it comes `init(endpoints:)`, which builds every `@Sendable` endpoint with plain
/// parameters through an `EndpointFactory`: in tests, `DependenceTesting`'s `RecordingClient`
/// uses it to record every call (`RecordingClient { SearchClient(endpoints: $0) }`).
///
/// With `unimplemented` comes a conformance to `Unimplementable`, so that another
/// macro's arguments can name it: `@DependencyEntry(test: SearchClient.unimplemented)`. The
/// conformance is added by an extension, which Swift does not allow on a type declared inside a
/// function: declare clients at file scope or in another type.
///
/// The initializers and `unimplemented` are `nonisolated`, so the macro works in modules built
/// with `defaultIsolation(MainActor.self)`, and witnesses can be built off the main actor.
@attached(member, names: named(init), named(unimplemented))
@attached(extension, conformances: Unimplementable)
public macro DependencyClient() =
  #externalMacro(module: "DependenceMacrosPlugin", type: "DependencyClientMacro")
