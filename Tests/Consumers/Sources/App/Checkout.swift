// A model that uses the built-in dependencies swift-dependencies users know: `\.assert`,
// `\.precondition`, `\.fireAndForget`, `\.notificationCenter`, `\.openURL` and `\.urlSession`.
import Dependence
import Foundation
import Observation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

nonisolated extension Notification.Name {
  static let checkoutCompleted = Notification.Name("CheckoutCompleted")
}

@MainActor @Observable
final class CheckoutModel {
  private(set) var items: [String] = []
  private(set) var tracked: [String] = []
  let limit: Int
  @ObservationIgnored @Dependency(\.assert) private var assert
  @ObservationIgnored @Dependency(\.precondition) private var precondition
  @ObservationIgnored @Dependency(\.fireAndForget) private var fireAndForget
  @ObservationIgnored @Dependency(\.notificationCenter) private var notificationCenter
  @ObservationIgnored @Dependency(\.openURL) private var openURL
  @ObservationIgnored @Dependency(\.urlSession) private var urlSession

  init(limit: Int = 3) {
    self.limit = limit
  }

  func add(_ item: String) {
    assert(items.count < limit, "The cart holds at most \(limit) items")
    items.append(item)
  }

  func remove(at index: Int) {
    precondition(items.indices.contains(index), "No item at index \(index)")
    if items.indices.contains(index) { items.remove(at: index) }
  }

  /// Completes the checkout: tracks it without waiting (on the main actor) and announces it.
  func complete(track: @escaping @Sendable (String) async throws -> Void) async {
    let summary = "checkout of \(items.count) items"
    await fireAndForget {
      self.tracked.append(summary)
      try await track(summary)
    }
    notificationCenter.post(name: .checkoutCompleted, object: nil)
  }

  func openReceipt() async -> Bool {
    await openURL(URL(string: "https://shop.example/receipt")!)
  }

  func price(of item: String) async throws -> String {
    let url = URL(string: "https://shop.example/price/\(item)")!
    let (data, _) = try await urlSession.data(from: url)
    return String(decoding: data, as: UTF8.self)
  }
}
