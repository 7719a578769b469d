// An app type that reads a built-in dependency through `@Dependency`: a test that forgets to
// override it fails once, at the line below that declares the read.
import Dependence
import Foundation

/// Numbers the orders the checkout places.
final class OrderNumbers {
  @Dependency(\.uuid) private var uuid

  /// A new order number, such as `order-00000000`.
  func next() -> String {
    "order-\(uuid().uuidString.prefix(8))"
  }
}
