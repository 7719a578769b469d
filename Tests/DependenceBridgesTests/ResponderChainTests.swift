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

@MainActor
@Suite struct InheritedDependenciesTests {
  @Test func aResponderFindsTheNearestDependencyHostingResponder() {
    let app = StandInHost(values(name: "app"))
    let windowController = StandInHost(values(name: "window controller"), next: app)
    let view = StandInResponder(next: StandInResponder(next: windowController))
    #expect(view.inheritedDependencies.name == "window controller")
  }

  @Test func aHostSeesItsOwnValues() {
    let host = StandInHost(values(name: "host"), next: StandInHost(values(name: "outer")))
    #expect(host.inheritedDependencies.name == "host")
  }

  @Test func changingAHostIsSeenByLaterWalks() {
    let host = StandInHost(DependencyValues())
    let view = StandInResponder(next: host)
    host.dependencies.name = "changed"
    #expect(view.inheritedDependencies.name == "changed")
  }

  @Test func noHostGivesAnEmptyContainer() {
    #expect(!StandInResponder(next: StandInResponder()).inheritedDependencies.hasOverrides)
  }

  @Test func aWindowControllerAnswersWithItsDocumentsValues() {
    let document = StandInDocument()
    document.dependencies.name = "document"
    let windowController = StandInResponder(next: StandInHost(values(name: "app")))
    windowController.document = document
    #expect(StandInResponder(next: windowController).inheritedDependencies.name == "document")
  }

  @Test func aDocumentWithoutValuesLetsTheWalkContinue() {
    let windowController = StandInResponder(next: StandInHost(values(name: "app")))
    windowController.document = StandInDocument()
    #expect(windowController.inheritedDependencies.name == "app")
  }
}
