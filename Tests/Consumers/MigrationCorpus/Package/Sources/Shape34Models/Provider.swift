// An app's own model module, whose names dependence declares too: sign-in providers (a common
// `enum Provider` in auth code) and a seeded generator for reproducible shuffles.

public enum Provider: String, CaseIterable, Sendable {
  case apple, google, email
}

public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state = 2_862_933_555_777_941_757 &* state &+ 3_037_000_493
    return state
  }
}
