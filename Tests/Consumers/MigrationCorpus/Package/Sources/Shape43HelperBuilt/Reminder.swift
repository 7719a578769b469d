// Shape seen in: a feature module of a modular app, whose test target a function of the
// manifest declares (Package.swift's `shapeTests`, after `featureTests("Feed")` helpers)
import Dependencies

public struct Notifier: Sendable {
  public var send: @Sendable (String) async -> Void

  public init(send: @escaping @Sendable (String) async -> Void) {
    self.send = send
  }
}

extension Notifier: DependencyKey {
  public static let liveValue = Notifier { message in print(message) }
  public static let testValue = Notifier { _ in }
}

extension DependencyValues {
  public var notifier: Notifier {
    get { self[Notifier.self] }
    set { self[Notifier.self] = newValue }
  }
}

public struct Reminder: Sendable {
  @Dependency(\.notifier) var notifier

  public init() {}

  public func remind(_ names: [String]) async {
    for name in names {
      await notifier.send("Hello, \(name)")
    }
  }
}
