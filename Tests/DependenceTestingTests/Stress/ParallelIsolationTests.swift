import DependenceTesting
import Testing

/// Hundreds of test cases running in parallel, each with its own overrides and its own stateful
/// test values, with suspensions between writes and reads: no case may ever see another's value.
@Suite(.dependencies { $0.label = "suite" })
struct ParallelIsolationTests {
  @Test(.dependencies { $0.tally = Tally() }, arguments: 0..<300)
  func overridesAndStatefulValuesStayWithTheirTestCase(_ index: Int) async throws {
    try await withDependencies {
      $0.label = "case-\(index)"
    } operation: {
      @Dependency(\.label) var label
      @Dependency(\.tally) var tally
      for step in 1...5 {
        tally.increment()
        try await Task.sleep(for: .microseconds((index * 7 + step) % 50))
        #expect(label == "case-\(index)")
        #expect(tally.value == step)
      }
      let children = await withTaskGroup(of: String.self) { group in
        for _ in 0..<3 { group.addTask { DependencyValues.current.label } }
        return await group.reduce(into: []) { $0.append($1) }
      }
      #expect(children == Array(repeating: "case-\(index)", count: 3))
    }
    #expect(DependencyValues.current.label == "suite")
  }

  @Test(arguments: 0..<300)
  func defaultsAreFreshForEveryParallelCase(_ index: Int) async throws {
    @Dependency(\.tally) var tally
    for step in 1...3 {
      tally.increment()
      try await Task.sleep(for: .microseconds(index % 40))
      #expect(tally.value == step)
    }
  }

  @Test(arguments: 0..<100)
  func modelsCreatedInAScopeKeepItsValuesAfterIt(_ index: Int) async throws {
    let model = withDependencies { $0.label = "model-\(index)" } operation: { LabelModel() }
    try await Task.sleep(for: .microseconds(index % 30))
    #expect(model.label == "model-\(index)")
    let child = withDependencies(from: model) { LabelModel() }
    #expect(child.label == "model-\(index)")
  }
}

final class LabelModel {
  @Dependency(\.label) var label
}
