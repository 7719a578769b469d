// Shape seen in: the Supabase _Clock.swift (code-search hit, repository inferred) and a CompetitionNotification client (find_string hit: `#if canImport(Dependencies)` / `import Dependencies` / `import DependenciesMacros` / `#endif` / `import Foundation`) — one alphabetically sorted block of imports naming every Point-Free module, then a second group for the package's own module
import Clocks
import ConcurrencyExtras
import Dependencies
import DependenciesMacros
import Foundation

import Shape15ReexportedConcurrencyExtras

@DependencyClient
public struct SyncEngine: Sendable {
  public var push: @Sendable (_ changes: [String]) async throws -> Void
}

extension SyncEngine: TestDependencyKey {
  public static let testValue = SyncEngine()
}

extension DependencyValues {
  public var syncEngine: SyncEngine {
    get { self[SyncEngine.self] }
    set { self[SyncEngine.self] = newValue }
  }
}

public func pushAfterPause(_ changes: [String], recorder: CallRecorder<String>) async throws {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.syncEngine) var engine
  let pending = LockIsolated(changes)
  try await clock.sleep(for: .milliseconds(10))
  try await engine.push(changes: pending.value)
  recorder.record("pushed \(changes.count)")
  _ = ImmediateClock()
}
