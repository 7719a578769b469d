@_exported import Dependencies

/// Where the app's messages go.
public struct Logger: Sendable {
  public var log: @Sendable (_ message: String) -> Void

  public init(log: @escaping @Sendable (_ message: String) -> Void) {
    self.log = log
  }
}

extension Logger: DependencyKey {
  public static let liveValue = Logger { print($0) }
  public static let testValue = Logger { _ in }
}

extension DependencyValues {
  public var logger: Logger {
    get { self[Logger.self] }
    set { self[Logger.self] = newValue }
  }
}
