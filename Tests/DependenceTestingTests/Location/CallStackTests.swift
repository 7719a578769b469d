import Testing

@testable import DependenceTesting

@Suite struct CallStackTests {
  @Test func listsTheFramesInnermostFirst() throws {
    let line = #line + 1
    let frames = CallStack.frames()
    let first = try #require(frames.first { $0.location.filePath == #filePath })
    #expect(first.location.line == line)
    #expect(first.symbol.contains("CallStackTests.listsTheFramesInnermostFirst("))
  }

  @Test func aSwiftTestingIssuePrefersTheTestFunctionsFrame() {
    let test = Testing.SourceLocation(
      fileID: "Module/Tests.swift", filePath: "/src/Tests.swift", line: 10, column: 3)
    let frames = [
      frame("/src/Client.swift", 4, "Client.fetch()"),
      frame("/src/Tests.swift", 40, "Tests.helper()"),
      frame("/src/Tests.swift", 12, "closure #1 in Tests.loads()"),
      frame("/src/Tests.swift", 11, "Tests.loads()"),
    ]
    let found = SwiftTestingRouting.callerLocation(named: "loads()", declaredAt: test, frames: frames)
    #expect(found.line == 12)
    #expect(found.fileID == "Module/Tests.swift")
  }

  @Test func aSwiftTestingIssueFallsBackToTheTestsFileThenItsDeclaration() {
    let test = Testing.SourceLocation(
      fileID: "Module/Tests.swift", filePath: "/src/Tests.swift", line: 10, column: 3)
    let inFile = [frame("/src/Client.swift", 4, "Client.fetch()"), frame("/src/Tests.swift", 40, "f()")]
    #expect(
      SwiftTestingRouting.callerLocation(named: "loads()", declaredAt: test, frames: inFile).line
        == 40)
    let elsewhere = [frame("/src/Client.swift", 4, "Client.fetch()")]
    #expect(
      SwiftTestingRouting.callerLocation(named: "loads()", declaredAt: test, frames: elsewhere)
        == test)
    #expect(SwiftTestingRouting.callerLocation(named: "loads()", declaredAt: test, frames: []) == test)
  }

  @Test func anXCTestIssueTakesTheInnermostFrameOfTheMethodInAnyFile() {
    let frames = [
      frame("/src/Client.swift", 4, "Client.fetch()"),
      frame("/src/Helpers.swift", 9, "closure #1 in LoadXCTests.testLoads()"),
      frame("/src/LoadXCTests.swift", 12, "LoadXCTests.testLoads()"),
    ]
    #expect(CallStack.innermostLocation(in: "LoadXCTests.testLoads(", of: frames)?.line == 9)
    #expect(CallStack.innermostLocation(in: "LoadXCTests.testOther(", of: frames) == nil)
  }

  @Test(arguments: [
    ("CallStackXCTests.testSomething", "CallStackXCTests.testSomething("),
    ("-[CallStackXCTests testSomething]", "CallStackXCTests.testSomething("),
    ("not a test name", nil),
    ("-[Unbalanced]", nil),
  ])
  func xcTestNamesGiveTheMethodsSymbolPrefix(name: String, prefix: String?) {
    #expect(XCTestRouting.qualifiedMethod(of: name) == prefix)
  }

  private func frame(_ path: String, _ line: Int, _ symbol: String) -> CallStack.Frame {
    CallStack.Frame(symbol: symbol, location: .init(filePath: path, line: line, column: 1))
  }
}
