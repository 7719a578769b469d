
/// A dependency that gives code a random number generator to use, wherever you would use the
/// system's: `withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }`.
///
/// Calls are serialized, so concurrent code can share one.
public final class WithRandomNumberGenerator: Sendable {
  private let generator: LockedValue<any RandomNumberGenerator & Sendable>
  private let onUse: (@Sendable () -> Void)?

  /// Creates a dependency that hands out `generator`.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = LockedValue(generator)
    self.onUse = nil
  }

  package init(_ generator: some RandomNumberGenerator & Sendable, onUse: @escaping @Sendable () -> Void) {
    self.generator = LockedValue(generator)
    self.onUse = onUse
  }

  /// A dependency whose generator is seeded with `seed`: the same seed gives the same numbers.
  public static func seeded(_ seed: UInt64) -> WithRandomNumberGenerator {
    WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: seed))
  }

  /// Runs `work` with exclusive use of the generator.
  public func callAsFunction<Result: Sendable>(
    _ work: (inout any RandomNumberGenerator & Sendable) throws -> Result
  ) rethrows -> Result {
    onUse?()
    return try generator.withLock { try work(&$0) }
  }
}

/// A fast random number generator whose output depends only on its seed (SplitMix64); not
/// cryptographically secure.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator that starts from `seed`.
  public init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension DependencyValues {
  /// A random number generator.
  ///
  /// - Live and preview: the system's generator.
  /// - Test: reports, then draws from seed 0; use ``WithRandomNumberGenerator/seeded(_:)``.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

enum WithRandomNumberGeneratorKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.withRandomNumberGenerator"
  static var liveValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(SystemRandomNumberGenerator())
  }
  static var previewValue: WithRandomNumberGenerator { liveValue }
  static var testValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 0)) {
      reportUnimplementedBuiltIn(
        "withRandomNumberGenerator", override: "$0.withRandomNumberGenerator = .seeded(42)")
    }
  }
}
