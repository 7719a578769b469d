// Shape seen in: a real-package trial's app target built with `.defaultIsolation(MainActor.self)` — a client that is its own key through an extension that says nothing of its isolation, read with `@Dependency(ReceiptPrinter.self)` from main-actor code. swift-dependencies accepts the main-actor-isolated conformance; dependence's keys refine SendableMetatype, so the move must make it `nonisolated`
import Dependencies

nonisolated public struct ReceiptPrinter: Sendable {
  public var print: @Sendable (String) -> String
}

extension ReceiptPrinter: DependencyKey {
  public static let liveValue = ReceiptPrinter(print: { "receipt: \($0)" })
  public static let testValue = ReceiptPrinter(print: { "test receipt: \($0)" })
}

public final class ReceiptModel {
  @Dependency(ReceiptPrinter.self) var printer

  public init() {}

  public func receipt(for order: String) -> String { printer.print(order) }
}
