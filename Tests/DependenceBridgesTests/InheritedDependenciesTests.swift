import Dependence
import DependenceAppKit
import Testing

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
