/// A type with an `unimplemented` value, whose every endpoint reports an issue: a safe test value.
///
/// `@DependencyClient` conforms its clients, so macro arguments can name the member, as in
/// `@DependencyEntry(test: APIClient.unimplemented)`.
public protocol Unimplementable {
  /// A value whose every endpoint reports an issue when called.
  static var unimplemented: Self { get }
}
