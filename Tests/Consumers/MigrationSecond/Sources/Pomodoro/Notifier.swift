import Dependencies
import DependenciesMacros

/// Tells the user a session is over.
@DependencyClient
public struct Notifier: Sendable {
  public var post: @Sendable (_ message: String) async -> Void
}

extension Notifier: DependencyKey {
  public static let liveValue = Notifier(post: { message in print(message) })
  public static let testValue = Notifier()
}

extension DependencyValues {
  public var notifier: Notifier {
    get { self[Notifier.self] }
    set { self[Notifier.self] = newValue }
  }
}
