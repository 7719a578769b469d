import BenchCore
import DependenceMacros

enum NumberKey: DependencyKey {
  static let liveValue = NumberClient.live
}

extension DependencyValues {
  @DependencyEntry var number: NumberClient = .live

  var handWritten: NumberClient {
    get { self[NumberKey.self] }
    set { self[NumberKey.self] = newValue }
  }
}

/// The scenarios, written against dependence.
public let dependenceScenarios = scenarios
