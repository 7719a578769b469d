import Dependence
import DependenceTesting
import Testing

/// A feed of messages, given by a dependency as an `AsyncStream`.
struct MessageFeed: Sendable {
  var messages: @Sendable () -> AsyncStream<String>
}

enum MessageFeedKey: TestDependencyKey {
  static var testValue: MessageFeed {
    MessageFeed { unimplemented("MessageFeed.messages", placeholder: AsyncStream { $0.finish() }) }
  }
}

extension DependencyValues {
  var messageFeed: MessageFeed {
    get { self[MessageFeedKey.self] }
    set { self[MessageFeedKey.self] = newValue }
  }
}

/// A main-actor model that shows each message of the feed, consuming it in a task of its own.
@MainActor final class ChatModel {
  @Dependency(\.messageFeed) private var feed
  private(set) var lines: [String] = []
  private var task: Task<Void, Never>?

  func start() {
    task = Task {
      for await message in feed.messages() { lines.append(message) }
    }
  }

  func stop() { task?.cancel() }
}

@MainActor @Suite(.deterministicScheduling) struct WaitUntilIdleTests {
  @Test func aMainActorStreamConsumerHasShownWhatTheTestYielded() async {
    let (messages, continuation) = AsyncStream.makeStream(of: String.self)
    let model = withDependencies {
      $0.messageFeed.messages = { messages }
    } operation: {
      ChatModel()
    }
    model.start()
    continuation.yield("Hi")
    continuation.yield("Bye")
    #expect(model.lines == [])
    await waitUntilIdle()
    #expect(model.lines == ["Hi", "Bye"])
    continuation.yield("Again")
    await waitUntilIdle()
    #expect(model.lines == ["Hi", "Bye", "Again"])
    model.stop()
  }

  @Test func aTaskStartedByATapHasRunToItsEnd() async {
    let log = Log<String>()
    let tap = { Task { @MainActor in
      log.append("tapped")
      await Self.nonisolatedStep(log)
      log.append("done")
    } }
    _ = tap()
    #expect(log.all == [])
    await waitUntilIdle()
    #expect(log.all == ["tapped", "on the test's executor", "done"])
  }

  nonisolated static func nonisolatedStep(_ log: Log<String>) async {
    log.append("on the test's executor")
  }

  @Test func aContinuationResumedByTheTestHasLetItsTaskGoOn() async {
    let log = Log<Int>()
    let (values, continuation) = AsyncStream.makeStream(of: Int.self)
    let consumer = Task { @MainActor in
      for await value in values { log.append(value * 10) }
    }
    for value in 1...5 { continuation.yield(value) }
    await waitUntilIdle()
    #expect(log.all == [10, 20, 30, 40, 50])
    continuation.finish()
    await consumer.value
  }

  @Test func workThatNeverWaitsIsReportedAfterTheTimeout() async {
    let stop = Signal()
    let (_, issues) = await collectIssues {
      async let spinner: Void = { while !stop.isFired { await Task.yield() } }()
      await waitUntilIdle(timeout: .milliseconds(200))
      stop.fire()
      await spinner
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "The test's executor never went idle while waitUntilIdle(): for 0.2 seconds") == true)
    #expect(issues.first?.location.fileID.hasSuffix("WaitUntilIdleTests.swift") == true)
  }
}

struct WaitUntilIdleWithoutDeterministicSchedulingTests {
  @Test func saysWhatItNeeds() async {
    let line = #line + 1
    let (_, issues) = await collectIssues { await waitUntilIdle() }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("waitUntilIdle() needs deterministic scheduling") == true)
    #expect(issues.first?.message.contains("'.deterministicScheduling'") == true)
    #expect(issues.first?.location.line == line)
  }

  @Test func worksInsideTheScopedFunction() async {
    let log = Log<Int>()
    await withDeterministicScheduling {
      let (values, continuation) = AsyncStream.makeStream(of: Int.self)
      let consumer = Task { @MainActor in
        for await value in values { log.append(value) }
      }
      continuation.yield(7)
      await waitUntilIdle()
      #expect(log.all == [7])
      continuation.finish()
      await consumer.value
    }
  }
}
