import DependenceTesting
import Synchronization

/// A stateful test value: a fresh counter per default cache, so a count above what one test
/// did means state leaked between tests.
final class Tally: Sendable {
  private let count = Atomic(0)
  @discardableResult
  func increment() -> Int { count.add(1, ordering: .relaxed).newValue }
  var value: Int { count.load(ordering: .relaxed) }
}

enum TallyKey: TestDependencyKey {
  static var testValue: Tally { Tally() }
}

/// A plain value to override.
enum LabelKey: TestDependencyKey {
  static let testValue = "default"
}

/// An endpoint declared in this file but reported from `TestingFixturesReporter.swift`.
struct Pinger: Sendable {
  var ping: @Sendable () -> Void
}

extension DependencyValues {
  var tally: Tally {
    get { self[TallyKey.self] }
    set { self[TallyKey.self] = newValue }
  }
  var label: String {
    get { self[LabelKey.self] }
    set { self[LabelKey.self] = newValue }
  }
}
