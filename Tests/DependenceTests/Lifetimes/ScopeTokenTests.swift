import Dependence
import Testing

enum SessionScope: ScopeTag {}
enum OtherScope: ScopeTag {}

@Suite struct ScopeTokenTests {
  @Test func enterRunsTheOperationThenTheTeardownOnce() {
    let teardowns = Counter()
    let token = ScopeToken<SessionScope, String>(value: "ada") { _ = teardowns.increment() }
    let greeting = token.enter { borrowed in "hello \(borrowed.snapshot())" }
    #expect(greeting == "hello ada")
    #expect(teardowns.value == 1)
  }

  @Test func enterRunsTheTeardownWhenTheOperationThrows() {
    struct Failure: Error {}
    let teardowns = Counter()
    let token = ScopeToken<SessionScope, String>(value: "ada") { _ = teardowns.increment() }
    do {
      try token.enter { _ in throw Failure() }
      Issue.record("enter should rethrow the operation's error")
    } catch {
      #expect(error is Failure)
    }
    #expect(teardowns.value == 1)
  }

  @Test func asyncEnterBindsValuesAndTearsDown() async {
    let teardowns = Counter()
    let token = ScopeToken<SessionScope, String>(value: "ada") { _ = teardowns.increment() }
    let greeting = await token.enter { borrowed in
      await withDependencies { $0.greeter = Greeter(greeting: borrowed.snapshot()) } operation: {
        await Task.yield()
        return DependencyValues.current.greeter.greeting
      }
    }
    #expect(greeting == "ada")
    #expect(teardowns.value == 1)
  }

  @Test func closeRunsTheTeardownWithoutAnOperation() {
    let teardowns = Counter()
    let token = ScopeToken<SessionScope, Int>(value: 1) { _ = teardowns.increment() }
    token.close()
    #expect(teardowns.value == 1)
  }

  @Test func aDroppedTokenTearsDownAndReportsWhereItWasCreated() {
    let teardowns = Counter()
    let line = #line + 3
    let (_, issues) = collectIssues {
      do {
        _ = ScopeToken<SessionScope, Int>(value: 1) { _ = teardowns.increment() }
      }
    }
    #expect(teardowns.value == 1)
    #expect(issues.count == 1)
    #expect(issues.first?.location.line == line)
    #expect(
      issues.first?.message.hasPrefix("ScopeToken<SessionScope, Int> (generation ") == true)
    #expect(issues.first?.message.contains("was dropped without 'enter' or 'close()'") == true)
  }

  @Test func generationsCountUpPerTag() {
    let first = ScopeToken<OtherScope, Int>(value: 1) {}
    let second = ScopeToken<OtherScope, Int>(value: 2) {}
    #expect(second.generation == first.generation + 1)
    first.close()
    second.close()
  }
}
