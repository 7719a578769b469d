// Shape seen in: swift-psychrometrics/swift-psychrometrics (its client's TestKey.swift) and other
// packages that name xctest-dynamic-overlay themselves, beside swift-dependencies: the client's
// target links `XCTestDynamicOverlay`, and its test value is built from the closure-returning
// `unimplemented("\(Self.self).…", placeholder: …)`, with both modules imported. Its test target
// sets values in an XCTest `invokeTest` override (shape 29's tests).
import Dependencies
import XCTestDynamicOverlay

public struct Thermometer: Sendable {
  public var celsius: @Sendable (_ sensor: Int) async throws -> Double
  public var label: @Sendable (_ celsius: Double) -> String

  public init(
    celsius: @escaping @Sendable (_ sensor: Int) async throws -> Double,
    label: @escaping @Sendable (_ celsius: Double) -> String
  ) {
    self.celsius = celsius
    self.label = label
  }
}

extension Thermometer: TestDependencyKey {
  public static let testValue = Thermometer(
    celsius: unimplemented("\(Self.self).celsius", placeholder: 0),
    label: unimplemented("\(Self.self).label", placeholder: "")
  )
}

extension DependencyValues {
  public var thermometer: Thermometer {
    get { self[Thermometer.self] }
    set { self[Thermometer.self] = newValue }
  }
}

/// What the feature shows for `sensor`: its reading, labelled.
public func reading(sensor: Int) async throws -> String {
  @Dependency(\.thermometer) var thermometer
  return thermometer.label(try await thermometer.celsius(sensor))
}
