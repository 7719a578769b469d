// Shape seen in: pointfreeco/swift-dependencies Sources/Dependencies/WithDependencies.swift (its documented `withEscapedDependencies` use) and a DependencyValues._current read in a bridging layer (find_string hit) — dependencies carried into an escaping closure, and the current values read directly
import Dependencies
import Foundation

public final class Downloader: @unchecked Sendable {
  @Dependency(\.uuid) var uuid

  public init() {}

  public func start(completion: @escaping @Sendable (UUID) -> Void) {
    withEscapedDependencies { continuation in
      DispatchQueue.global().async {
        continuation.yield {
          @Dependency(\.uuid) var uuid
          completion(uuid())
        }
      }
    }
  }

  public var currentContext: DependencyContext {
    DependencyValues._current.context
  }
}
