public import Foundation

/// A dependency that produces the current date: call it, or read ``now``.
public struct DateGenerator: Sendable {
  private let generate: @Sendable () -> Date

  /// Creates a generator that calls `generate` for each date.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// A generator that always returns `date`.
  public static func constant(_ date: Date) -> DateGenerator {
    DateGenerator { date }
  }

  /// The current date. Setting it makes the generator return the new date from then on.
  public var now: Date {
    get { generate() }
    set { self = .constant(newValue) }
  }

  /// The current date.
  public func callAsFunction() -> Date { generate() }
}

extension DependencyValues {
  /// The current date.
  ///
  /// - Live and preview: `Date()`.
  /// - Test: unimplemented (reports an issue); override it with ``DateGenerator/constant(_:)``.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

enum DateGeneratorKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.date"
  static let liveValue = DateGenerator { Date() }
  static var previewValue: DateGenerator { liveValue }
  static let testValue = DateGenerator {
    reportUnimplementedBuiltIn(
      "date", override: "$0.date = .constant(Date(timeIntervalSince1970: 0))")
    return Date(timeIntervalSinceReferenceDate: 0)
  }
}
