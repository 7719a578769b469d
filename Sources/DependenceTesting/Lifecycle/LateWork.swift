import Dependence
import Testing

/// What work does after the test that started it ended: an issue it raises, a dependency it reads,
/// a recorder it calls. Each is named with the test, how long after its end, and the remedy; an
/// issue fails the run (``RunVerdict``), the rest are warnings said once per place per run.
enum LateWork {
  /// The remedy every late report ends with.
  static let remedy = """
    Await the task the test starts (or cancel it) before the test returns, or keep the work \
    inside the test; '.failsOnOutlivingWork' makes such a test fail itself.
    """

  /// Reports `issue`, raised by work of `test` after it ended: in the ended test where Swift
  /// Testing can still attribute it there, never in the test running now, and always in the
  /// run's verdict.
  static func report(_ issue: ReportedIssue, of test: TestLifetime) {
    let when = afterItsEnd(test)
    var late = issue
    late.message += """
      \n\n(This issue was raised by work that \(test.name) started, \(when), so it could fail no \
      test: it fails the run. \(remedy))
      """
    if let sink = test.sink as? SwiftTestingSink, Test.current?.id == sink.test {
      // Swift Testing still names the ended test in its output while its run goes on.
      _ = SwiftTestingRouting.record(late, namingTheTest: false)
    } else {
      printToStandardError("\(late.location): error: \(late.message)")
    }
    RunVerdict.noteFailure("\(late.location): late issue of \(test.name): \(firstLine(issue))")
  }

  /// Names `warning`, raised by work of `test` after it ended, on standard error: a warning
  /// fails nothing, so the run's verdict is left alone, but the ended test is named, which the
  /// test running now (or none) would not be.
  static func reportWarning(_ warning: ReportedIssue, of test: TestLifetime) {
    let when = afterItsEnd(test)
    printToStandardError(
      """
      \(warning.location): warning: \(warning.message)
      (Raised by work that \(test.name) started, \(when). \(remedy))
      """)
  }

  /// The places a late read or call was named at, with how many times each happened.
  static let tally = WarningTally<String> { count, name in
    "dependence: work of ended tests made \(count) reads or calls at \(name); named once, above."
  }

  /// Names a read of `Key` by work of `test` after it ended, once per read site per run.
  static func noteRead<Key: TestDependencyKey>(
    _: Key.Type, at site: ReadSite?, by test: TestLifetime
  ) {
    let name = dependencyName(Key.self)
    let place = site.map { "\($0.location)" } ?? name
    guard tally.noteTest(place, named: place) else { return }
    let when = test.timeSinceEnd.map { ", \($0.spoken) after it ended" } ?? ", after it ended"
    printToStandardError(
      """
      \(site.map { "\($0.location): " } ?? "")warning: \(name) read by work of \(test.name)\
      \(when): the value came from that test's scope, which nothing checks any more. \(remedy)
      """)
  }

  /// Names a call of the recorder made at `location` by work of `test` after it ended, once per
  /// recorder per run: the test's expectations about its calls ran before it.
  static func noteRecorderCall(
    _ name: String, madeAt location: Dependence.SourceLocation, by test: TestLifetime
  ) {
    let place = "\(location)"
    guard tally.noteTest(place, named: place) else { return }
    let when = test.timeSinceEnd.map { ", \($0.spoken) after it ended" } ?? ", after it ended"
    printToStandardError(
      """
      \(location): warning: the recorder '\(name)' was called by work of \(test.name)\(when): \
      the test's expectations about its calls ran before this call. \(remedy)
      """)
  }

  /// How long after `test` ended the work came: "2 ms after that test ended".
  private static func afterItsEnd(_ test: TestLifetime) -> String {
    test.timeSinceEnd.map { "\($0.spoken) after that test ended" } ?? "after it ended"
  }

  private static func firstLine(_ issue: ReportedIssue) -> String {
    String(issue.message.prefix { $0 != "\n" }.prefix(120))
  }
}
