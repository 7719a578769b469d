/// Registers a dependency on `DependencyValues` from one property declaration.
///
/// Attach it to a `var` with an initializer, in an extension of `DependencyValues`. The
/// initializer is the live value; `preview:` and `test:` give the other contexts' values:
///
/// ```swift
/// extension DependencyValues {
///   @DependencyEntry(preview: APIClient.preview, test: APIClient.unimplemented)
///   public var apiClient: APIClient = .live
/// }
/// ```
///
/// The macro adds a private key conforming to `DependencyKey` (and `NamedDependencyKey`, so
/// messages say `\.apiClient`) and routes the property's getter and setter through it. The
/// arguments are copied into the key, so implicit members such as `.unimplemented` resolve
/// against the property's type.
///
/// `APIClient.unimplemented` resolves in the argument list because ``DependencyClient()``
/// conforms the client to `Unimplementable`: while Swift checks a macro's arguments it does not
/// see the members other macros add, but it does see the members of the protocols a type
/// conforms to. `test: .unimplemented` says the same.
///
/// Without `test:`, tests use the live value, and each test that reads it reports an issue.
///
/// In a module built with `defaultIsolation(MainActor.self)`, write the property `nonisolated`
/// (or the extension, `nonisolated extension DependencyValues`): otherwise it is main-actor
/// isolated, and its key path cannot be used with `Dependency`. A macro cannot add the
/// modifier to the property it is attached to.
///
/// - Parameters:
///   - preview: The value in SwiftUI previews.
///   - test: The value in tests.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro DependencyEntry<Value>(preview: Value, test: Value) =
  #externalMacro(module: "DependenceMacrosPlugin", type: "DependencyEntryMacro")

/// Registers a dependency with a preview value; tests use the live value and report. See
/// ``DependencyEntry(preview:test:)``.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro DependencyEntry<Value>(preview: Value) =
  #externalMacro(module: "DependenceMacrosPlugin", type: "DependencyEntryMacro")

/// Registers a dependency with a test value, which previews use too. See
/// ``DependencyEntry(preview:test:)``.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro DependencyEntry<Value>(test: Value) =
  #externalMacro(module: "DependenceMacrosPlugin", type: "DependencyEntryMacro")

/// Registers a dependency whose test value is the type's `unimplemented` member, which previews
/// use too. See ``DependencyEntry(preview:test:)``.
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro DependencyEntry(test: DependencyEntryValue) =
  #externalMacro(module: "DependenceMacrosPlugin", type: "DependencyEntryMacro")

/// Registers a dependency from its initializer, or through a key named after its type.
///
/// With an initializer, the property's value is the live value in every context; each test
/// that reads it reports an issue:
///
/// ```swift
/// extension DependencyValues {
///   @DependencyEntry var logger: Logger = .live
/// }
/// ```
///
/// Without one, the property routes through `<Type>Key`, which must conform to
/// `TestDependencyKey`. Interface modules declare that key; the implementation module conforms
/// it to `DependencyKey`:
///
/// ```swift
/// // AuthInterface
/// public enum AuthClientKey: TestDependencyKey {
///   public static var testValue: AuthClient { .unimplemented }
/// }
/// extension DependencyValues {
///   @DependencyEntry public var authClient: AuthClient
/// }
///
/// // AuthImpl
/// extension AuthClientKey: DependencyKey {
///   public static var liveValue: AuthClient { .live }
/// }
/// ```
@attached(accessor, names: named(get), named(set))
@attached(peer, names: prefixed(__Key_))
public macro DependencyEntry() =
  #externalMacro(module: "DependenceMacrosPlugin", type: "DependencyEntryMacro")

/// What `@DependencyEntry(test: .unimplemented)` reads from the property's type rather than from
/// the argument list, where no other argument names the type.
public enum DependencyEntryValue: Sendable {
  /// The type's `unimplemented` member, such as the one ``DependencyClient()`` generates.
  case unimplemented
}
