// Shape seen in: the Supabase _Clock.swift (code-search hit, repository inferred) (`import ConcurrencyExtras` beside `import Clocks`, a `LockIsolated` global) — the product named in the manifest and its types spelled with the module, `ConcurrencyExtras.LockIsolated`, beside a type of the same name
import ConcurrencyExtras
import Dependencies

/// The app's own lock-isolated box, which is why the other one is spelled with its module.
public final class LockIsolated: @unchecked Sendable {
  public init() {}
}

public struct EventLog: Sendable {
  private let events = ConcurrencyExtras.LockIsolated<[String]>([])
  private let last = ConcurrencyExtras.UncheckedSendable<String?>(nil)

  public init() {}

  public func record(_ event: String) {
    events.withValue { $0.append(event) }
  }

  public var all: [String] { events.value }
  public var lastSeen: String? { last.value }
}
