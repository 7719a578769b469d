// Shape seen in: the `extension Dependency { init(_ keyPath:, as:) }` helper that projects wrote into their test support before swift-dependencies shipped its own (the code-search hits for it are copies of that extension) — a hand-written `init(_:as:)`, its key-path subscript and a `Hashable` type token, in a test target that does not import DependenciesTestSupport
import Dependencies
import XCTest

@testable import Shape06KeyConformances

struct TypeToken<Value>: Hashable, Sendable {
  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(Value.self)) }
}

extension DependencyValues {
  fileprivate subscript<Stored, Concrete>(
    cast keyPath: KeyPath<DependencyValues, Stored>,
    to token: TypeToken<Concrete>
  ) -> Concrete {
    guard let value = self[keyPath: keyPath] as? Concrete else {
      fatalError("Could not cast \(Stored.self) to \(Concrete.self)")
    }
    return value
  }
}

extension Dependency {
  init<Stored>(
    _ keyPath: KeyPath<DependencyValues, Stored> & Sendable,
    as type: Value.Type
  ) {
    self.init(\.[cast: keyPath, to: TypeToken<Value>()])
  }
}

final class FeatureClientCastTests: XCTestCase {
  func testCastsToTheConcreteClient() {
    withDependencies {
      $0.featureClient = FeatureClient(getValue: { $0.count * 2 })
    } operation: {
      @Dependency(\.featureClient, as: FeatureClient.self) var client
      XCTAssertNotNil(client.getValue)
    }
  }
}
