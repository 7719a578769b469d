import Dependencies
import Foundation
import LoggingKit

/// Places an order, logging it with LoggingKit's logger.
public struct CheckoutModel {
  @Dependency(\.logger) var logger
  @Dependency(\.uuid) var uuid
  @Dependency(\.date.now) var now

  public init() {}

  public func placeOrder() -> UUID {
    let id = uuid()
    logger.log("order \(id) placed at \(now)")
    return id
  }
}
