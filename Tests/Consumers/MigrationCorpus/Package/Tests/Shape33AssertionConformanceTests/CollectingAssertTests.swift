// Shape seen in: see Sources/Shape33AssertionConformance/CollectingAssert.swift — the effect called directly and through the `\.assert` dependency
import Dependencies
import Shape33AssertionConformance
import Testing

struct CollectingAssertTests {
  @Test func aFailedCheckIsCollected() {
    let assert = CollectingAssert()
    validateOrder(quantity: 0, using: assert)
    validateOrder(quantity: 3, using: assert)
    #expect(assert.failures.count == 1)
    #expect(assert.failures.first?.hasPrefix("quantity must be positive (line ") == true)
  }

  @Test func theDependencysCheckReportsInATest() {
    withKnownIssue {
      validateOrder(quantity: 0)
    }
  }
}
