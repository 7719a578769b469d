// Shape seen in: see SyncClient.swift — the test value, in a file of its own
import Dependencies

extension SyncClient: TestDependencyKey {
  public static let testValue = Self(
    pull: unimplemented("SyncClient.pull", placeholder: []),
    push: unimplemented("SyncClient.push"),
    lastSync: unimplemented("SyncClient.lastSync", placeholder: nil)
  )
}
