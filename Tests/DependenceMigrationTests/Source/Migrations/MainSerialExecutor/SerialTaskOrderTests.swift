import SwiftParser
import SwiftSyntax
import Testing

@testable import DependenceMigration

/// A test that ran on the main serial executor and starts several tasks off the main actor is
/// listed: deterministic scheduling no longer runs those tasks in turn.
@Suite struct SerialTaskOrderTests {
  static let serialSetUp = """
    import Dependencies
    import XCTest

    final class CountdownTests: XCTestCase {
      override func setUp() {
        super.setUp()
        uncheckedUseMainSerialExecutor = true
      }

      func testOrder() async {
        let order = LockIsolated<[Int]>([])
        let first = Task { order.withValue { $0.append(1) } }
        let second = Task { order.withValue { $0.append(2) } }
        _ = await (first.value, second.value)
        XCTAssertEqual(order.value, [1, 2])
      }

      func testOne() async {
        await Task { }.value
      }

      func testLoop() async {
        for index in 1...3 {
          Task.detached { print(index) }
        }
      }

      func testOnTheMainActor() async {
        Task { @MainActor in }
        Task { @MainActor in }
      }

      @MainActor func testMarked() async {
        Task { }
        Task { }
      }
    }

    """

  @Test func aNonisolatedTestOfASerialClassThatStartsSeveralTasksIsListed() {
    let migration = migrated(Self.serialSetUp, isTest: true)
    // The class becomes deterministic; `LockIsolated` keeps swift-concurrency-extras' import.
    #expect(migration.text.contains("override var scheduling: TestScheduling { .deterministic }"))
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        "8: `testOrder` starts tasks off the main actor: the main serial executor ran them one after another, deterministic scheduling does not; if the test relies on their order, mark it `@MainActor`",
        "20: `testLoop` starts tasks off the main actor: the main serial executor ran them one after another, deterministic scheduling does not; if the test relies on their order, mark it `@MainActor`",
      ])
    #expect(migration.leftByHand.allSatisfy { $0.section == GuideSection.oneLine })
  }

  @Test func aMainActorClassHasNoneListed() {
    let source = Self.serialSetUp.replacing(
      "final class CountdownTests", with: "@MainActor\nfinal class CountdownTests")
    #expect(migrated(source, isTest: true).leftByHand == [])
  }

  @Test func aClassThatDidNotRunOnTheSerialExecutorHasNoneListed() {
    let source = Self.serialSetUp.replacing("uncheckedUseMainSerialExecutor = true\n", with: "")
    #expect(migrated(source, isTest: true).leftByHand == [])
  }

  @Test func aClassWhoseInvokeTestWasSerialHasItsTestsListed() {
    let source = """
      import Dependencies
      import XCTest

      final class TimerTests: XCTestCase {
        override func invokeTest() {
          withMainSerialExecutor {
            super.invokeTest()
          }
        }

        func testTicks() async {
          Task { }
          Task { }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("TimerTests: DependenceTestCase"))
    #expect(migration.leftByHand.map(\.line) == [7])
    #expect(migration.leftByHand.first?.what.hasPrefix("`testTicks` starts tasks") == true)
  }

  @Test func aSerialBodyOfASwiftTestingTestIsListedOffTheMainActor() {
    let source = """
      import Dependencies
      import DependenciesTestSupport
      import Testing

      struct FeedTests {
        @Test func refresh() async {
          await withMainSerialExecutor {
            Task { }
            Task.detached { }
          }
        }

        @Test func mainActorBody() async {
          await withMainSerialExecutor { @MainActor in
            Task { }
            Task { }
          }
        }
      }

      """
    let migration = migrated(source, isTest: true)
    #expect(migration.text.contains("await withDeterministicScheduling {"))
    #expect(migration.leftByHand.map(\.line) == [6])
    #expect(migration.leftByHand.first?.what.hasPrefix("`refresh` starts tasks") == true)
    let onTheMainActor = migrated(
      source.replacing("struct FeedTests", with: "@MainActor struct FeedTests"), isTest: true)
    #expect(onTheMainActor.leftByHand == [])
  }

  @Test func mainActorDefaultIsolationCountsUnlessTheTestIsNonisolated() {
    let tree = Parser.parse(source: Self.serialSetUp)
    let serial = { (_: ClassDeclSyntax) in true }
    #expect(SerialTaskOrder(tree, mainActorByDefault: true, isSerial: serial).tests == [])
    let nonisolated = Parser.parse(
      source: Self.serialSetUp.replacing("func testOrder", with: "nonisolated func testOrder"))
    #expect(
      SerialTaskOrder(nonisolated, mainActorByDefault: true, isSerial: serial).tests == [
        "CountdownTests.testOrder"
      ])
  }
}
