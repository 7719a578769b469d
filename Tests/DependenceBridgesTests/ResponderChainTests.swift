import Dependence
import DependenceAppKit
import Testing

@Suite struct ResponderChainTests {
  final class Node {
    let next: Node?
    let values: DependencyValues?
    init(_ values: DependencyValues? = nil, next: Node? = nil) {
      self.values = values
      self.next = next
    }
  }

  func walk(from node: Node?) -> DependencyValues {
    ResponderChain.nearestHostValues(from: node, next: \.next, hostValues: \.values)
  }

  @Test func theNearestHostAnswers() {
    let root = Node(values(name: "root"))
    let middle = Node(values(name: "middle"), next: root)
    #expect(walk(from: Node(next: Node(next: middle))).name == "middle")
  }

  @Test func theStartingNodeCountsAsAHost() {
    #expect(walk(from: Node(values(name: "self"), next: Node(values(name: "next")))).name == "self")
  }

  @Test func anEmptyHostStillStopsTheWalk() {
    let chain = Node(DependencyValues(), next: Node(values(name: "further")))
    #expect(!walk(from: Node(next: chain)).hasOverrides)
  }

  @Test func aChainWithoutHostsGivesAnEmptyContainer() {
    #expect(!walk(from: Node(next: Node())).hasOverrides)
    #expect(!walk(from: nil).hasOverrides)
  }
}
