import Dependence
import Testing

@Suite struct ConcurrencyTests {
  @Test func tenThousandTasksWithDistinctOverridesSeeOnlyTheirOwn() async {
    let mismatches = await withTaskGroup(of: Int.self) { group in
      for index in 0..<10_000 {
        group.addTask {
          await withDependencies { $0.number = .constant(index) } operation: {
            @Dependency(\.number) var number
            await Task.yield()
            return number.number() == index ? 0 : 1
          }
        }
      }
      return await group.reduce(0, +)
    }
    #expect(mismatches == 0)
  }
}
