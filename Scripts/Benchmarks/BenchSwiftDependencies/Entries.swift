import BenchCore
import Dependencies
import DependenciesMacros

enum NumberKey: DependencyKey {
  static let liveValue = NumberClient.live
}

extension DependencyValues {
  @DependencyEntry(liveValue: NumberClient.live) var number: NumberClient = .live

  var handWritten: NumberClient {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

/// The scenarios, written against swift-dependencies.
public let swiftDependenciesScenarios = scenarios
