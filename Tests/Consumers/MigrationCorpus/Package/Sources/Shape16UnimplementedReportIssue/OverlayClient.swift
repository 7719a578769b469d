// Shape seen in: radixdlt/babylon-wallet-ios RadixWallet/Clients/OverlayWindowClient/OverlayWindowClient+Test.swift (`unimplemented("\(Self.self).…")` endpoints) and the Swift Package Index server's `import Dependencies` + `import IssueReporting` clients — `unimplemented` with and without a placeholder, `reportIssue`, `IssueReporting` imported without naming its package (swift-dependencies brings it); a caught error reported with `reportIssue(error)` and `reportIssue(error, "…")`, which after the move both libraries declare (a trial's package did not build: "ambiguous use of 'reportIssue'")
import Dependencies
import IssueReporting

public struct OverlayClient: Sendable {
  public var scheduleAlert: @Sendable (String) async -> Bool
  public var scheduleHUD: @Sendable (String) -> Void
  public var pendingCount: @Sendable () -> Int

  public init(
    scheduleAlert: @escaping @Sendable (String) async -> Bool,
    scheduleHUD: @escaping @Sendable (String) -> Void,
    pendingCount: @escaping @Sendable () -> Int
  ) {
    self.scheduleAlert = scheduleAlert
    self.scheduleHUD = scheduleHUD
    self.pendingCount = pendingCount
  }
}

extension OverlayClient: TestDependencyKey {
  public static let testValue = Self(
    scheduleAlert: unimplemented("\(Self.self).scheduleAlert", placeholder: false),
    scheduleHUD: unimplemented("\(Self.self).scheduleHUD"),
    pendingCount: unimplemented("\(Self.self).pendingCount", placeholder: 0)
  )
}

extension DependencyValues {
  public var overlayClient: OverlayClient {
    get { self[OverlayClient.self] }
    set { self[OverlayClient.self] = newValue }
  }
}

public func showHUD(_ message: String) {
  @Dependency(\.overlayClient) var overlay
  guard !message.isEmpty else {
    reportIssue("An empty HUD message was scheduled")
    return
  }
  if message.count > 80 {
    // Both libraries declare `severity:` too.
    reportIssue("A HUD message of \(message.count) characters was scheduled", severity: .warning)
  }
  overlay.scheduleHUD(message)
}

/// Reports a failed alert as an error, with and without saying what failed: once the file sees
/// both libraries' `reportIssue`, each call must still pick one.
public func showAlert(_ message: String) async {
  @Dependency(\.overlayClient) var overlay
  do {
    guard await overlay.scheduleAlert(message) else { throw AlertRefused() }
  } catch {
    reportIssue(error)
    reportIssue(error, "Scheduling the alert failed")
  }
}

struct AlertRefused: Error {}
