// Shape seen in: hand-written keys whose `testValue` getter reports only when swift-dependencies says a read is for use (`if shouldReportUnimplemented { reportIssue(…) }`, code-search hits in apps' `*Client+Test.swift` files) — the name is not here (the moved package did not build: "cannot find 'shouldReportUnimplemented' in scope"), and a read made only to change a value holds its report back anyway
import Dependencies

public struct Preferences: Sendable, Equatable {
  public var theme = "system"

  public init(theme: String = "system") { self.theme = theme }
}

extension Preferences: DependencyKey {
  public static let liveValue = Preferences(theme: "dark")
  public static var testValue: Preferences {
    if shouldReportUnimplemented {
      reportIssue("Preferences has no test value: override it in this test")
    }
    return Preferences()
  }
}

extension DependencyValues {
  public var preferences: Preferences {
    get { self[Preferences.self] }
    set { self[Preferences.self] = newValue }
  }
}
