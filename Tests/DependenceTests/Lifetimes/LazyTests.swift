import Dependence
import Testing

@Suite struct LazyTests {
  @Test func makesTheValueOnFirstUseAndKeepsIt() {
    let counter = Counter()
    let lazy = Lazy { counter.increment() }
    #expect(!lazy.isMade)
    #expect(lazy() == 1)
    #expect(lazy() == 1)
    #expect(lazy.isMade)
  }

  @Test func aProducerMayUseAnotherLazyWithoutDeadlocking() {
    let inner = Lazy { 20 }
    let outer = Lazy { inner() + 1 }
    #expect(outer() == 21)
  }

  @Test func racingCallersAllGetTheFirstStoredValue() async {
    let lazy = Lazy { Counter() }
    let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
      for _ in 0..<64 { group.addTask { ObjectIdentifier(lazy()) } }
      return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
    }
    #expect(identities.count == 1)
  }
}
