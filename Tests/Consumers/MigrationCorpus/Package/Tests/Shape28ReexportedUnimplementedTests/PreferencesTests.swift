// Shape seen in: see Sources/Shape28ReexportedUnimplemented/PreferencesKey.swift — a read of the test value reports; a read made to change it does not
import Dependencies
import Shape28ReexportedUnimplemented
import Testing

struct PreferencesTests {
  @Test func readingTheTestValueReports() {
    @Dependency(\.preferences) var preferences
    withKnownIssue {
      #expect(preferences == Preferences())
    }
  }

  @Test func changingAValueReportsNothing() {
    withDependencies {
      $0.preferences.theme = "light"
    } operation: {
      @Dependency(\.preferences) var preferences
      #expect(preferences.theme == "light")
    }
  }
}
