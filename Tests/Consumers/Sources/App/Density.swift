// A client whose test value is written as swift-dependencies users write it, with
// swift-issue-reporting's `unimplemented` in closure position: each endpoint is a closure that
// reports when called, returning its placeholder or throwing.
import Dependence

nonisolated struct DensityClient: Sendable {
  var density: @Sendable (_ city: String) async throws -> Int
  var level: nonisolated(nonsending) @Sendable (_ floor: Int) async -> Double
  var warn: @Sendable (_ message: String) -> Void
  var isCrowded: @Sendable () throws -> Bool
}

nonisolated extension DensityClient: TestDependencyKey {
  static let testValue = DensityClient(
    density: unimplemented("DensityClient.density", placeholder: 0),
    level: unimplemented("DensityClient.level", placeholder: .zero),
    warn: unimplemented("DensityClient.warn"),
    isCrowded: unimplemented("DensityClient.isCrowded"))
}

nonisolated extension DependencyValues {
  var densityClient: DensityClient {
    get { self[DensityClient.self] }
    set { self[DensityClient.self] = newValue }
  }
}
