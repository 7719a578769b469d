// On Linux, URLSession comes from FoundationNetworking, which links libcurl into every program
// that imports it: the package trait `FoundationNetworking` (on by default) keeps it optional.
#if !canImport(FoundationNetworking) || FoundationNetworking
  #if canImport(FoundationNetworking)
    import Foundation
    public import FoundationNetworking
  #else
    public import Foundation
  #endif

  extension DependencyValues {
    /// The URL session to load data with.
    ///
    /// - Live and preview: `URLSession.shared`.
    /// - Test: a session whose every request reports an issue and fails with a `URLError`.
    ///
    /// On Linux it needs the package trait `FoundationNetworking`, which is on by default.
    public var urlSession: URLSession {
      get { self[URLSessionKey.self] }
      set { self[URLSessionKey.self] = newValue }
    }
  }

  enum URLSessionKey: DependencyKey, NamedDependencyKey {
    static let dependencyName = "\\.urlSession"
    static var liveValue: URLSession { .shared }
    static var previewValue: URLSession { liveValue }
    static var testValue: URLSession {
      let configuration = URLSessionConfiguration.ephemeral
      configuration.protocolClasses = [UnimplementedURLProtocol.self]
      return URLSession(configuration: configuration)
    }
  }

  /// Answers every request of the test value of `\.urlSession` with a report and an error.
  private final class UnimplementedURLProtocol: URLProtocol {
    /// Reports the request: Foundation calls this on the requesting task, so the test gets it.
    override class func canInit(with request: URLRequest) -> Bool {
      reportUnimplementedBuiltIn(
        "urlSession",
        override: "$0.urlSession = URLSession(configuration: configuration)",
        use: describe(request),
        advice: "Give that configuration 'protocolClasses' that answer the test's requests.")
      return true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
      let message = "@Dependency(\\.urlSession) is unimplemented in tests: \(Self.describe(request))"
      client?.urlProtocol(
        self,
        didFailWithError: URLError(.unsupportedURL, userInfo: [NSLocalizedDescriptionKey: message]))
    }

    override func stopLoading() {}

    private static func describe(_ request: URLRequest) -> String {
      "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "(no URL)")"
    }
  }
#endif
