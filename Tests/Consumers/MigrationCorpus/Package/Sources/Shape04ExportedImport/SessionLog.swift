// Shape seen in: a Core module's files beside its `Exports.swift` (find_string hits for `@_exported import Dependencies` in an exports file; trial E's fixtures) — a file that imports nothing, because its module re-exports swift-dependencies: a `@DependencyClient` called with its endpoint's label, and `LockIsolated`, which reached it through that re-export
public struct SessionLog: Sendable {
  let entries = LockIsolated<[String]>([])

  public init() {}

  public func record(_ entry: String) {
    entries.withValue { $0.append(entry) }
  }

  public var count: Int { entries.value.count }
}

@DependencyClient
public struct SessionAudit: Sendable {
  public var record: @Sendable (_ event: String) async -> Void
}

extension SessionAudit: TestDependencyKey {
  public static let testValue = SessionAudit(record: { _ in })
}

extension DependencyValues {
  public var sessionAudit: SessionAudit {
    get { self[SessionAudit.self] }
    set { self[SessionAudit.self] = newValue }
  }
}

public func auditSignIn(_ audit: SessionAudit) async {
  await audit.record(event: "sign-in")
}
