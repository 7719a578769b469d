// A client with endpoints declared in `#if` clauses of the client, as platform- or debug-only
// capabilities are (a share sheet on Apple platforms, a state dump in debug builds), called with
// their labels.
import Dependencies
import DependenciesMacros
import Foundation

@DependencyClient
public struct ShareClient: Sendable {
  public var copy: @Sendable (_ text: String) async -> Void
  #if os(iOS) || os(macOS)
    public var present: @Sendable (_ url: URL) async -> Bool = { _ in false }
  #endif
  #if DEBUG
    public var dumpState: @Sendable (_ label: String) -> String = { $0 }
  #endif
}

extension ShareClient: DependencyKey {
  public static let liveValue = ShareClient(copy: { _ in })
}

extension DependencyValues {
  public var share: ShareClient {
    get { self[ShareClient.self] }
    set { self[ShareClient.self] = newValue }
  }
}

public func copyGreeting(_ name: String) async {
  @Dependency(\.share) var share
  await share.copy(text: "Hello, \(name)")
}

#if DEBUG
  public func debugState(_ label: String) -> String {
    @Dependency(\.share) var share
    return share.dumpState(label: label)
  }
#endif
