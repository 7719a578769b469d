import CoreKit
import Shop
import Testing

@Test func addsThePrices() async throws {
  let sum = try await withDependencies {
    $0.prices.price = { sku in sku == "A" ? 3 : 4 }
  } operation: {
    try await total(of: ["A", "B"])
  }
  #expect(sum == 7)
}
