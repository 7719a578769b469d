import Dependence
import Testing

@Suite struct WithRandomNumberGeneratorTests {
  private func rolls(_ dependency: WithRandomNumberGenerator, count: Int = 20) -> [Int] {
    (0..<count).map { _ in dependency { Int.random(in: 1...6, using: &$0) } }
  }

  @Test func theSameSeedGivesTheSameNumbers() {
    #expect(rolls(.seeded(42)) == rolls(.seeded(42)))
    #expect(rolls(.seeded(42)) != rolls(.seeded(43)))
  }

  @Test func seededGeneratorIsStableAcrossRunsAndPlatforms() {
    var generator = SeededRandomNumberGenerator(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  }

  @Test func overrideIsUsedThroughTheDependency() {
    withDependencies { $0.withRandomNumberGenerator = .seeded(7) } operation: {
      @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
      #expect(rolls(withRandomNumberGenerator) == rolls(.seeded(7)))
    }
  }

  @Test func testValueReportsButStaysDeterministic() {
    let (numbers, issues) = collectIssues { rolls(freshValues().withRandomNumberGenerator, count: 3) }
    #expect(numbers == rolls(.seeded(0), count: 3))
    #expect(issues.count == 3)
    #expect(
      issues.first?.message
        == """
        @Dependency(\\.withRandomNumberGenerator) is unimplemented in tests: override it with \
        `$0.withRandomNumberGenerator = .seeded(42)` in 'withDependencies' or a \
        '.dependencies' trait.
        """)
  }
}
