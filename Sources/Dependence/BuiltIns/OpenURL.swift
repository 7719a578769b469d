public import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#endif

extension DependencyValues {
  /// Opens a URL the way the system does, such as in the browser: `await openURL(url)`.
  ///
  /// - Live and preview: SwiftUI's `OpenURLAction`; on Linux, a runtime warning and `false`.
  /// - Test: unimplemented; opening reports an issue and returns `false`.
  public var openURL: OpenURLEffect {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}

/// Opens URLs: the effect behind `\.openURL`.
public struct OpenURLEffect: Sendable {
  private let handler: @Sendable (URL) async -> Bool

  /// Creates an effect that opens URLs with `handler`, which returns whether it opened the URL.
  public init(handler: @escaping @Sendable (URL) async -> Bool) {
    self.handler = handler
  }

  /// Opens `url`; returns whether it was opened.
  @discardableResult
  public func callAsFunction(_ url: URL) async -> Bool {
    await handler(url)
  }
}

enum OpenURLKey: DependencyKey, NamedDependencyKey {
  static let dependencyName = "\\.openURL"

  #if canImport(SwiftUI)
    static let liveValue = OpenURLEffect { @MainActor url in
      #if os(watchOS)
        EnvironmentValues().openURL(url)
        return true
      #else
        await withCheckedContinuation { continuation in
          EnvironmentValues().openURL(url) { continuation.resume(returning: $0) }
        }
      #endif
    }
  #else
    static let liveValue = OpenURLEffect { url in
      reportIssue(
        """
        @Dependency(\\.openURL) cannot open '\(url.absoluteString)': this platform has no system \
        handler for URLs. Override it with `$0.openURL = OpenURLEffect { url in … }` (or \
        `prepareDependencies`) to open URLs your way.
        """)
      return false
    }
  #endif

  static var previewValue: OpenURLEffect { liveValue }

  static let testValue = OpenURLEffect { url in
    reportUnimplementedBuiltIn(
      "openURL", override: "$0.openURL = OpenURLEffect { url in … return true }",
      use: url.absoluteString)
    return false
  }
}
