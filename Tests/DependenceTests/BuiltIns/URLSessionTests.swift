import Dependence
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct URLSessionTests {
  @Test func liveValueIsTheSharedSession() {
    #expect(freshValues(.live).urlSession === URLSession.shared)
  }

  @Test func aRequestInATestThatWasNotOverriddenReportsAndFails() async {
    let session = freshValues().urlSession
    let url = URL(string: "https://example.com/forecast")!
    let (error, issues) = await collectIssues { () async -> (any Error)? in
      do {
        _ = try await session.data(from: url)
        return nil
      } catch {
        return error
      }
    }
    #expect((error as? URLError)?.code == .unsupportedURL)
    #expect(
      issues.map(\.message) == [
        """
        @Dependency(\\.urlSession) is unimplemented in tests ('GET https://example.com/forecast' \
        was used): override it with `$0.urlSession = URLSession(configuration: configuration)` \
        in 'withDependencies' or a '.dependencies' trait. Give that configuration \
        'protocolClasses' that answer the test's requests.
        """
      ])
  }

  @Test func anOverriddenSessionAnswersWithoutReporting() async throws {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [EchoURLProtocol.self]
    let (data, issues) = try await collectIssues {
      try await withDependencies {
        $0.urlSession = URLSession(configuration: configuration)
      } operation: {
        @Dependency(\.urlSession) var urlSession
        return try await urlSession.data(from: URL(string: "https://example.com/echo")!).0
      }
    }
    #expect(String(decoding: data, as: UTF8.self) == "/echo")
    #expect(issues.isEmpty)
  }
}

/// Answers every request with its URL's path.
private final class EchoURLProtocol: URLProtocol {
  override class func canInit(with request: URLRequest) -> Bool { true }
  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    let url = request.url!
    let response = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)!
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    client?.urlProtocol(self, didLoad: Data(url.path.utf8))
    client?.urlProtocolDidFinishLoading(self)
  }

  override func stopLoading() {}
}
