import Dependencies
import DependenciesMacros

/// What the timer says when it opens.
public struct Greeter: Sendable {
  public var greet: @Sendable () -> String

  public init(greet: @escaping @Sendable () -> String) {
    self.greet = greet
  }
}

extension DependencyValues {
  @DependencyEntry var greeter: Greeter = Greeter(greet: { "test" })
}
