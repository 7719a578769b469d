import Dependence
import Testing

@Suite struct ProviderTests {
  @Test func providerMakesAFreshValueEachCall() {
    let counter = Counter()
    let provider = Provider { counter.increment() }
    #expect(provider() == 1)
    #expect(provider() == 2)
  }

  @Test func asyncProviderMakesAFreshValueEachCallAndRethrows() async throws {
    struct Failure: Error {}
    let counter = Counter()
    let provider = AsyncProvider { () async throws -> Int in
      let next = counter.increment()
      if next == 3 { throw Failure() }
      return next
    }
    #expect(try await provider() == 1)
    #expect(try await provider() == 2)
    await #expect(throws: Failure.self) { try await provider() }
  }
}
