import DependenceTesting
import Testing

@Suite struct RecorderConcurrencyTests {
  static let callCount = 1_000

  @Test func concurrentCallsAreAllRecorded() async {
    let track = Recorder<Int, Void>("analytics.track")
    let endpoint = track.asyncEndpoint
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<Self.callCount {
        group.addTask { await endpoint(index) }
      }
    }
    #expect(track.callCount == Self.callCount)
    #expect(track.calls.map { $0 }.sorted() == Array(0..<Self.callCount))
  }

  @Test(arguments: 1...20)
  func concurrentCallsKeepTheSameOrderInTheLogAndInEachRecorder(round: Int) async throws {
    let log = CallLog()
    let recorders = (0..<2).map { Recorder<Int, Int>("endpoint\($0)", log: log, .run { $0 }) }
    let endpoints = recorders.map { $0.throwingEndpoint }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for index in 0..<Self.callCount {
        let endpoint = endpoints[index % endpoints.count]
        group.addTask {
          let result = try endpoint(index)
          #expect(result == index)
        }
      }
      try await group.waitForAll()
    }

    #expect(log.count == Self.callCount)
    var recorded: [Int] = []
    for recorder in recorders {
      let calls = recorder.calls
      recorded += calls
      let logged = log.entries.filter { $0.name == recorder.name }.map(\.arguments)
      #expect(logged == calls.map { "(\($0))" }, "the log must list \(recorder.name)'s calls in its order")
    }
    #expect(recorded.sorted() == Array(0..<Self.callCount))
  }

  @Test func waitersResumeWhileCallsArriveConcurrently() async {
    let track = Recorder<Int, Void>("analytics.track")
    let endpoint = track.endpoint
    let (_, issues) = await collectIssues {
      await withTaskGroup(of: Void.self) { group in
        for count in stride(from: 100, through: Self.callCount, by: 100) {
          group.addTask {
            let calls = await track.waitForCalls(count: count, timeout: .seconds(60))
            #expect(calls.count >= count)
          }
        }
        for index in 0..<Self.callCount {
          group.addTask { endpoint(index) }
        }
      }
    }
    #expect(issues.isEmpty)
    #expect(track.callCount == Self.callCount)
  }
}
