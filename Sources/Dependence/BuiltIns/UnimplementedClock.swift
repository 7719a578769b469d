/// A clock that reports an issue whenever it is used.
///
/// ``sleep(until:tolerance:)`` throws ``DependencyError/unimplemented(_:)``, so a loop that
/// sleeps stops instead of spinning.
public struct UnimplementedClock: Clock, Sendable {
  /// The clock's duration.
  public typealias Duration = Swift.Duration
  /// The clock's instant, shared with the package's other virtual clocks.
  public typealias Instant = VirtualInstant

  /// The name messages use for this clock.
  public let name: String
  private var message: (@Sendable (_ use: String) -> String)?
  /// The built-in dependency this clock is the test value of: a test reports it once, at the read.
  private var dependency: String?
  private let location: SourceLocation

  /// Creates a clock that reports each use at the caller's location.
  /// - Parameter name: The name messages use, such as `"FeatureModel.clock"`.
  public init(
    _ name: String = "Clock",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.name = name
    message = nil
    location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates a clock that reports each use at the caller's location; swift-clocks' spelling.
  /// - Parameter name: The name messages use, such as `"FeatureModel.clock"`.
  public init(
    name: String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(name, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Creates the test value of the built-in clock `name`, reporting `message(use)`.
  package init(
    name: String,
    message: @escaping @Sendable (_ use: String) -> String,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(name, fileID: fileID, filePath: filePath, line: line, column: column)
    self.message = message
    dependency = name
  }

  /// The clock's start, after reporting an issue.
  public var now: VirtualInstant {
    report("now")
    return VirtualInstant()
  }

  /// Zero, after reporting an issue.
  public var minimumResolution: Duration {
    report("minimumResolution")
    return .zero
  }

  /// Reports an issue and throws.
  /// - Throws: `CancellationError` when the task is already cancelled, otherwise
  ///   ``DependencyError/unimplemented(_:)``.
  public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
    try unimplementedSleep("sleep(until:tolerance:)")
  }

  /// Reports an issue and throws, as ``sleep(until:tolerance:)`` does.
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try unimplementedSleep("sleep(for:tolerance:)")
  }

  /// Reports the sleep `use` names, then throws.
  private func unimplementedSleep(_ use: String) throws {
    report(use)
    try Task.checkCancellation()
    throw DependencyError.unimplemented("\(name).sleep")
  }

  private func report(_ use: String) {
    let text =
      message?(use)
      ?? """
      Unimplemented: '\(name).\(use)' was used. Give this code a clock that is implemented, \
      such as a TestClock or an ImmediateClock.
      """
    reportIssue(ReportedIssue(message: text, location: location, dependency: dependency))
  }
}

extension Clock where Self == UnimplementedClock {
  /// A clock that reports an issue whenever it is used, at the caller's location.
  /// - Parameter name: The name messages use, such as `"FeatureModel.clock"`.
  public static func unimplemented(
    _ name: String = "Clock",
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> UnimplementedClock {
    UnimplementedClock(name, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension UnimplementedClock: CallerIsolatedClock {
  /// Reports `sleep(for:tolerance:)` and throws, as ``sleep(for:tolerance:)`` does: what code
  /// that sleeps on `any Clock<Duration>` calls, so the report names the sleep, not `now`.
  public nonisolated(nonsending) func sleepOnCallersActor(
    for duration: Duration, tolerance: Duration?
  ) async throws {
    try unimplementedSleep("sleep(for:tolerance:)")
  }
}
