import Dependence
import Testing

/// swift-issue-reporting's `unimplemented` in closure position, which swift-dependencies
/// re-exported: a closure that reports when it is called, for any arity, synchronous or `async`,
/// throwing or not.
@Suite struct UnimplementedClosuresTests {
  private struct Density: Equatable { static let zero = Density() }
  private struct Offline: Error, Equatable {}

  @Test func aVoidClosureReportsEachCallWithItsArguments() {
    let line = #line + 1
    let callback: @Sendable (Int) -> Void = unimplemented()
    let (_, issues) = collectIssues { callback(42) }
    #expect(issues.count == 1)
    #expect(issues.first?.location.line == line)
    #expect(issues.first?.message.hasPrefix("Unimplemented: the closure made at ") == true)
    #expect(issues.first?.message.hasSuffix("\nCalled with: 42") == true)
  }

  @Test func makingTheClosureReportsNothing() {
    let (_, issues) = collectIssues {
      let _: @Sendable () -> Int = unimplemented("Counter.count", placeholder: 1)
    }
    #expect(issues.isEmpty)
  }

  @Test func aPlaceholderIsWhatTheClosureReturns() {
    let count: @Sendable () -> Int = unimplemented("Counter.count", placeholder: 42)
    let (value, issues) = collectIssues { count() }
    #expect(value == 42)
    #expect(
      issues.map(\.message).first?.hasPrefix("Unimplemented: 'Counter.count' was called.") == true)
  }

  @Test func aThrowingClosureReportsAndThrows() {
    let fetch: @Sendable (String, Int) throws -> String = unimplemented("API.fetch")
    let (_, issues) = collectIssues {
      #expect(throws: DependencyError.unimplemented("API.fetch")) { try fetch("a", 1) }
    }
    #expect(issues.first?.message.hasSuffix("Called with: (\"a\", 1)") == true)
  }

  @Test func anAsyncClosureWithAPlaceholder() async {
    let density: @Sendable (Int) async throws -> Density = unimplemented(
      "Weather.density", placeholder: .zero)
    let (value, issues) = await collectIssues { try? await density(3) }
    #expect(value == .zero)
    #expect(issues.count == 1)
  }

  @Test func anAsyncThrowingClosureReportsAndThrows() async {
    let load: @Sendable () async throws -> [Int] = unimplemented("Store.load")
    let (_, issues) = await collectIssues {
      await #expect(throws: DependencyError.unimplemented("Store.load")) { try await load() }
    }
    #expect(issues.count == 1)
  }

  @Test func aClosureThatThrowsAGivenError() async {
    let sync: @Sendable () throws(Offline) -> Int = unimplemented("Net.ping", throwing: Offline())
    let async: @Sendable () async throws(Offline) -> Int = unimplemented(
      "Net.ping", throwing: Offline())
    let (_, issues) = await collectIssues {
      #expect(throws: Offline()) { try sync() }
      await #expect(throws: Offline()) { try await async() }
    }
    #expect(issues.count == 2)
  }

  @MainActor @Test func aMainActorClosure() {
    let tap: @Sendable @MainActor () throws -> Void = unimplemented("Button.tap")
    let (_, issues) = collectIssues { _ = try? tap() }
    #expect(issues.count == 1)
  }

  @Test func theValueFormsStayForAClosureBody() {
    let isOn: @Sendable () -> Bool = { unimplemented("Flags.isOn", placeholder: false) }
    let (value, issues) = collectIssues { isOn() }
    #expect(value == false)
    #expect(issues.first?.message.contains("'Flags.isOn'") == true)
  }

  /// The shapes swift-issue-reporting's own tests write: no description at all, a placeholder
  /// without one, and a closure of no arguments that returns nothing.
  @Test func theSpellingsWithoutADescription() {
    let ping: @Sendable () -> Void = unimplemented()
    let count: @Sendable () -> Int = unimplemented(placeholder: 42)
    let (value, issues) = collectIssues { () -> Int in
      ping()
      return count()
    }
    #expect(value == 42)
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.message.hasPrefix("Unimplemented: the closure made at ") })
    #expect(issues.first?.message.contains("Called with") == false, "no arguments, none listed")
  }
}
