/// A type with an `unimplemented` value: one whose every endpoint reports an issue when called,
/// which makes a safe test value.
///
/// `@DependencyClient` conforms a client to it whenever it generates `unimplemented`. The
/// conformance is what lets another macro's arguments name the member, as in
/// `@DependencyEntry(preview: APIClient.preview, test: APIClient.unimplemented)`: while Swift
/// checks a macro's arguments it finds the members of the protocols a type conforms to, but not
/// the members other macros add.
///
/// Conform a hand-written client to it to use the same spelling:
///
/// ```swift
/// extension SearchClient: Unimplementable {
///   static var unimplemented: SearchClient {
///     SearchClient(search: { _ in try throwingUnimplemented("SearchClient.search") })
///   }
/// }
/// ```
public protocol Unimplementable {
  /// A value whose every endpoint reports an issue when called.
  static var unimplemented: Self { get }
}
