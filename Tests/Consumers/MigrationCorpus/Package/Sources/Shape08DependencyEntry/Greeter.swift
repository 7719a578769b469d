// Shape seen in: pointfreeco/swift-dependencies Sources/DependenciesMacros/Macros.swift (its documented uses) — `@DependencyEntry` in a `DependencyValues` extension, with an initializer (the test value there) and with `liveValue:`
import Dependencies
import DependenciesMacros

public struct Greeter: Sendable {
  public var greet: @Sendable (String) -> String

  public init(greet: @escaping @Sendable (String) -> String) {
    self.greet = greet
  }
}

public struct Logbook: Sendable {
  public var write: @Sendable (String) -> Void

  public init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }
}

extension DependencyValues {
  @DependencyEntry public var greeter = Greeter(greet: { "Hello, \($0)" })
  @DependencyEntry(liveValue: Logbook(write: { print($0) }))
  public var logbook = Logbook(write: { _ in })
}
