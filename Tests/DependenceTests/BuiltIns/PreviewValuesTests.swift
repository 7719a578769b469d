import Dependence
import Foundation
import Testing

/// In a preview, the built-in dependencies are the system's, as in the app, and report nothing.
@Suite struct PreviewValuesTests {
  @Test func builtInsPreviewWithTheSystemsValues() {
    let before = Date()
    let (values, issues) = collectIssues {
      let values = freshValues(.preview)
      let generator = values.withRandomNumberGenerator
      return (
        values.date.now, values.uuid(), values.locale, values.timeZone, values.calendar,
        values.preferredLocales, values.continuousClock.now, values.suspendingClock.now,
        generator { $0.next() as UInt64 }
      )
    }
    #expect(issues.isEmpty, "\(issues.map(\.message))")
    #expect(values.0 >= before)
    #expect(values.1 != UUID(0))
    #expect(values.2 == Locale.autoupdatingCurrent)
    #expect(values.3 == TimeZone.autoupdatingCurrent)
    #expect(values.4 == Calendar.autoupdatingCurrent)
  }
}
