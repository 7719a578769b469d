public import Foundation

/// A dependency that produces UUIDs: `@Dependency(\.uuid) var uuid`, then `uuid()`.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator that calls `generate` for each UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// A generator that always returns `uuid`.
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }

  /// A generator of UUIDs counting up from zero; each access starts a new one from zero.
  public static var incrementing: UUIDGenerator {
    let counter = LockedValue<UInt64>(0)
    return UUIDGenerator {
      let value = counter.withLock { count in
        defer { count &+= 1 }
        return count
      }
      return UUID(counting: value)
    }
  }

  /// A new UUID.
  public func callAsFunction() -> UUID { generate() }
}

extension UUID {
  /// The UUID whose last digits spell `value` in hex, as ``UUIDGenerator/incrementing`` makes
  /// them: `UUID(10)` ends in `00000000000A`. A negative value sets the third group to `0001`.
  ///
  /// - Parameter value: Any number.
  public init(_ value: Int) {
    self.init(counting: UInt64(value.magnitude), isNegative: value < 0)
  }

  /// The UUID whose last 16 hex digits spell `value`.
  fileprivate init(counting value: UInt64, isNegative: Bool = false) {
    let hex = String(value, radix: 16, uppercase: true)
    let digits = String(repeating: "0", count: 16 - hex.count) + hex
    let last = "\(digits.prefix(4))-\(digits.dropFirst(4))"
    self.init(uuidString: "00000000-0000-000\(isNegative ? 1 : 0)-\(last)")!
  }
}

extension DependencyValues {
  /// A generator of UUIDs.
  ///
  /// - Live and preview: `UUID()`.
  /// - Test: unimplemented; override it with ``UUIDGenerator/incrementing``.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

enum UUIDGeneratorKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.uuid"
  static let liveValue = UUIDGenerator { UUID() }
  static var previewValue: UUIDGenerator { liveValue }
  static let testValue = UUIDGenerator {
    reportUnimplementedBuiltIn("uuid", override: "$0.uuid = .incrementing")
    return UUID(counting: 0)
  }
}
