// Shape seen in: pointfreeco/episode-code-samples 0335-fts-pt2/ModernPersistenceTests/BaseTestSuite.swift and pointfreeco/swift-dependencies Tests/DependenciesTests/TestTraitTests.swift — Swift Testing suites and tests configured with DependenciesTestSupport's `.dependency(\.x, value)` and `.dependencies { }` traits
import Dependencies
import DependenciesTestSupport
import Foundation
import Testing

@testable import Shape07DependencyClient

@MainActor
@Suite(
  .dependency(\.uuid, .incrementing),
  .dependencies {
    $0.numberClient.fetch = { count in Array(repeating: 1, count: count) }
  }
)
struct NumbersModelTests {
  @Test func loadsNumbers() async throws {
    let model = NumbersModel()
    try await model.load(count: 3)
    #expect(model.numbers == [1, 1, 1])
    #expect(model.requestID == UUID(0))
  }

  @Test(.dependency(\.numberClient.favorite, { 9 }))
  func favoriteComesFromTheTrait() {
    @Dependency(\.numberClient) var client
    #expect(client.favorite() == 9)
  }

  @Test(.dependencies { $0.date.now = Date(timeIntervalSince1970: 1_234_567_890) })
  func dateIsFixed() {
    @Dependency(\.date.now) var now
    #expect(now == Date(timeIntervalSince1970: 1_234_567_890))
  }
}
