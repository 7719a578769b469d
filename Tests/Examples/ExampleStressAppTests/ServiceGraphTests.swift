import DependenceTesting
import Testing

@testable import StressServices

@Suite struct ServiceGraphTests {
  @Test func aWalkVisitsEveryServiceOnceDepthFirst() {
    let walk = ServiceGraph().walk()
    #expect(walk.order.count == 20)
    #expect(Set(walk.order).count == 20)
    #expect(walk.order.prefix(5) == ["fixture0", "fixture1", "fixture2", "fixture3", "fixture4"])
    #expect(walk.checksum == (0..<20).reduce(0, +))
  }

  @Test(.dependencies { $0.service07.name = "replaced" })
  func aTraitReplacesOneServiceOfTheWalk() {
    let walk = ServiceGraph().walk()
    #expect(walk.order.contains("replaced"))
    #expect(!walk.order.contains("fixture7"))
  }

  @Test func nestedOverridesAccumulateAndTheInnermostWins() {
    let walk = withNestedOverrides(depth: 8) {
      withDependencies { $0.service00.name = "innermost" } operation: { ServiceGraph().walk() }
    }
    #expect(walk.order.first == "innermost")
    #expect(walk.order.filter { $0.hasPrefix("override") }.sorted() == (1..<8).map { "override\($0)" })
  }

  @Test func aGraphMadeInsideAScopeKeepsItsOverridesAfterTheScopeEnds() {
    let graph = withNestedOverrides(depth: 3) { ServiceGraph() }
    #expect(graph.walk().order.prefix(3) == ["override0", "override1", "override2"])
  }

  @Test func parallelWalksSeeOnlyTheirOwnOverrides() async {
    await withTaskGroup(of: Bool.self) { group in
      for task in 0..<200 {
        group.addTask {
          withDependencies { $0.service05.name = "task\(task)" } operation: {
            let order = ServiceGraph().walk().order
            return order.contains("task\(task)") && !order.contains("fixture5")
          }
        }
      }
      for await sawOwnValue in group {
        #expect(sawOwnValue)
      }
    }
  }
}

@Suite struct BenchmarkTests {
  @Test func benchPrintsOneNanosecondsPerOperationLinePerScenario() {
    let lines = Benchmark.run(scale: 0.0005, runs: 1).map(\.description)
    #expect(
      lines.map { $0.prefix { $0 != ":" } } == [
        "read-default", "read-override", "read-nested-8", "scope-entry", "object-creation-20",
        "graph-walk-20",
      ])
    for line in lines {
      #expect(line.hasSuffix(" ns/op"))
      #expect(Double(line.split(separator: " ")[1]).map { $0 > 0 } == true, "\(line)")
    }
  }
}
