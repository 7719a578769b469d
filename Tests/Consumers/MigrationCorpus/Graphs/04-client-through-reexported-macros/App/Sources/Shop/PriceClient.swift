import CoreKit

/// Prices by SKU, from the shop's backend.
@DependencyClient
public struct PriceClient: Sendable {
  public var price: @Sendable (_ sku: String) async throws -> Int
}

extension PriceClient: TestDependencyKey {
  public static let testValue = PriceClient()
}

extension DependencyValues {
  public var prices: PriceClient {
    get { self[PriceClient.self] }
    set { self[PriceClient.self] = newValue }
  }
}

/// The total of `skus`, called with the endpoint's label, as swift-dependencies' macro allowed.
public func total(of skus: [String]) async throws -> Int {
  @Dependency(\.prices) var prices
  var sum = 0
  for sku in skus { sum += try await prices.price(sku: sku) }
  return sum
}
