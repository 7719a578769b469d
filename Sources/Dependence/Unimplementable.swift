/// A type with an `unimplemented` value: one whose every endpoint reports an issue when called,
/// which makes a safe test value.
///
/// `@DependencyClient` conforms the clients it generates `unimplemented` for, so that another
/// macro's arguments can name the member, as in `@DependencyEntry(test: APIClient.unimplemented)`:
/// Swift checks macro arguments against protocol members, not members other macros add. Conform
/// a hand-written client to use the same spelling.
public protocol Unimplementable {
  /// A value whose every endpoint reports an issue when called.
  static var unimplemented: Self { get }
}
