// A reported defect, kept as a test: a getter's client that captures the values it was made
// from, called long after the read, on other threads.
import Dependence
import DependenceTesting
import Testing

struct Payments: Sendable {
  var charge: @Sendable (Int) -> Int
}
enum PaymentsKey: DependencyKey {
  static let liveValue = Payments(charge: { $0 })
  static let testValue = Payments(charge: { $0 * 2 })
}
struct Checkout: Sendable {
  var pay: @Sendable (Int) -> Int
}
extension DependencyValues {
  var payments: Payments {
    get { self[PaymentsKey.self] }
    set { self[PaymentsKey.self] = newValue }
  }
  /// A derived client whose closure reads another dependency later, through the values it was
  /// made from.
  var checkout: Checkout {
    Checkout(pay: { [self] amount in self.payments.charge(amount) })
  }
}

@Suite(.serialized) struct RecorderEscapeTests {
  @Test func aDerivedClientReadsLater() async {
    @Dependency(\.checkout) var checkout
    let pay = checkout.pay
    var total = 0
    for i in 0..<10_000 {
      total &+= await Task.detached { pay(i) }.value
      total &+= pay(i)
    }
    #expect(total > 0)
  }
}
