// Built-in dependencies that must fail a test once, with a message naming what went wrong: the
// harness runs each test alone and checks how it fails.
import DependenceTesting
import Testing
import XCTest

@testable import App

struct Unreachable: Error {}

@MainActor @Suite struct MustFailBuiltIns {
  @Test func assertOverTheLimit() {
    let model = CheckoutModel(limit: 1)
    model.add("tea")
    model.add("scones")
  }

  @Test func preconditionOutOfRange() {
    CheckoutModel().remove(at: 5)
  }

  @Test func fireAndForgetWorkThrows() async {
    await CheckoutModel().complete { _ in throw Unreachable() }
  }

  @Test func requestNoTestAnswers() async {
    _ = try? await CheckoutModel().price(of: "tea")
  }

  @Test func openURLNoTestAnswers() async {
    _ = await CheckoutModel().openReceipt()
  }

  @Test func uuidNotOverridden() {
    let numbers = OrderNumbers()
    for _ in 1...3 { _ = numbers.next() }
  }
}

final class MustFailBaseClassUUID: DependenceTestCase {
  @MainActor func testUUIDNotOverridden() async {
    let numbers = OrderNumbers()
    for _ in 1...3 { _ = numbers.next() }
  }
}

final class MustFailBaseClassAssert: DependenceTestCase {
  @MainActor func testAssertOverTheLimit() async {
    let model = CheckoutModel(limit: 1)
    model.add("tea")
    model.add("scones")
  }
}

final class MustFailBaseClassPrecondition: DependenceTestCase {
  @MainActor func testPreconditionOutOfRange() async {
    CheckoutModel().remove(at: 5)
  }
}

final class MustFailPlainAssertionFailure: XCTestCase {
  func testAssertionFailure() {
    @Dependency(\.assertionFailure) var assertionFailure
    assertionFailure("the receipt has no lines")
  }
}

final class MustFailBaseClassFireAndForget: DependenceTestCase {
  @MainActor func testFireAndForgetWorkThrows() async {
    await CheckoutModel().complete { _ in throw Unreachable() }
  }
}

final class MustFailBaseClassURLSession: DependenceTestCase {
  @MainActor func testRequestNoTestAnswers() async {
    _ = try? await CheckoutModel().price(of: "tea")
  }
}

final class MustFailBaseClassOpenURL: DependenceTestCase {
  @MainActor func testOpenURLNoTestAnswers() async {
    _ = await CheckoutModel().openReceipt()
  }
}

/// The same three uses under a dependencies trait, whose end warns how many times the issue was
/// raised.
@MainActor @Suite(.dependencies) struct MustFailBuiltInsUnderATrait {
  @Test func uuidNotOverriddenUnderATrait() {
    let numbers = OrderNumbers()
    for _ in 1...3 { _ = numbers.next() }
  }
}
