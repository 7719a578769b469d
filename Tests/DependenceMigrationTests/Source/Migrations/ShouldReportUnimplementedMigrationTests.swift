import Testing

@testable import DependenceMigration

/// swift-dependencies' `shouldReportUnimplemented` guard around a test value's report goes: the
/// report is made unconditionally.
@Suite struct ShouldReportUnimplementedMigrationTests {
  @Test func theGuardBecomesADoBlockAndOtherUsesAreSteps() {
    let source = """
      import Dependencies

      enum StoreKey: DependencyKey {
        static let liveValue = Store(name: "live")
        static var testValue: Store {
          if shouldReportUnimplemented {
            reportIssue("Store is not overridden")
          }
          if Self.shouldReportUnimplemented { reportIssue("again") }
          let reports = shouldReportUnimplemented
          return Store(reports: reports)
        }
      }

      """
    let migration = migrated(source)
    #expect(
      migration.text == """
        import Dependence

        enum StoreKey: DependencyKey {
          static let liveValue = Store(name: "live")
          static var testValue: Store {
            do {
              reportIssue("Store is not overridden")
            }
            do { reportIssue("again") }
            let reports = shouldReportUnimplemented
            return Store(reports: reports)
          }
        }

        """)
    #expect(
      migration.changes.filter { $0.description.hasPrefix("if shouldReport") }.map(\.line)
        == [6, 9])
    #expect(
      migration.leftByHand.map { "\($0.line): \($0.what)" } == [
        "10: \(ShouldReportUnimplementedMigration.otherUse)"
      ])
    expectIdempotent(migration)
  }
}
