import Foundation

// Shape seen in: a command-line tool's `run()` that prepares the live dependencies itself
// (swift-argument-parser commands built on swift-dependencies), which a test may call inside
// `withDependencies`
public struct SyncCommand: Sendable {
  public var offline = false

  public init(offline: Bool = false) { self.offline = offline }

  public func run() -> String {
    if !offline {
      prepareDependencies { $0.date.now = Date(timeIntervalSince1970: 0) }
    }
    @Dependency(\.date.now) var now
    return "synced at \(Int(now.timeIntervalSince1970))"
  }
}
