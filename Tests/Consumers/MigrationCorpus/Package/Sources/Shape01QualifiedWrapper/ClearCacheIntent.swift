// Shape seen in: find_string hits for `@Dependencies.Dependency(\.`: VPN widget intents (`connectToVPN`, `disconnectVPN`; ProtonVPN/ios-mac-app, inferred) and a ClearCacheIntent that clears "Cryptomator's local file cache" (cryptomator, inferred) — the property wrapper spelled with its module, as a stored property and as a local inside a method, where another `Dependency` type would clash
import Dependencies

public struct CacheController: Sendable {
  public var clearCache: @Sendable () async throws -> Int

  public init(clearCache: @escaping @Sendable () async throws -> Int) {
    self.clearCache = clearCache
  }
}

enum CacheControllerKey: DependencyKey {
  static let liveValue = CacheController(clearCache: { 0 })
  static let testValue = CacheController(clearCache: { 0 })
}

extension DependencyValues {
  public var cacheController: CacheController {
    get { self[CacheControllerKey.self] }
    set { self[CacheControllerKey.self] = newValue }
  }
}

public struct ClearCacheIntent: Sendable {
  @Dependencies.Dependency(\.cacheController) private var cacheController

  public init() {}

  public func perform() async throws -> String {
    let cleared = try await cacheController.clearCache()
    return "Cleared \(cleared) items"
  }
}

public struct DisconnectIntent: Sendable {
  public init() {}

  public func perform() async throws -> Int {
    @Dependencies.Dependency(\.cacheController) var cacheController
    @Dependencies.Dependency(\.date.now) var now
    _ = now
    return try await cacheController.clearCache()
  }
}
